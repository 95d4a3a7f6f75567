extension String {
  /// The string with every character that could control a terminal replaced by a visible form.
  ///
  /// Text from a feed can hold escape sequences that clear the screen, rewrite the clipboard
  /// (OSC 52) or disguise the text that follows (bidirectional overrides): terminal escape
  /// injection, as in kubectl CVE-2021-25743 and Git CVE-2024-52005. Renderers pass every string
  /// from a ``Screen`` through this property before writing it.
  ///
  /// | characters | shown as |
  /// | --- | --- |
  /// | C0 controls U+0000–U+001F (including newline and tab) | caret notation: `^@`, `^[`, `^J` |
  /// | DEL U+007F | `^?` |
  /// | C1 controls U+0080–U+009F (U+009B is a one-byte CSI) | `<U+009B>` |
  /// | bidirectional controls U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069 | `<U+202E>` |
  ///
  /// The replacements are printable ASCII, so ``displayWidth`` counts them and columns stay
  /// aligned.
  ///
  /// A grapheme cluster (what a reader sees as one character) of more than
  /// ``maximumClusterLength`` code points keeps only its first ones, followed by `…`: no writing
  /// system needs more, and a "combining storm" of hundreds of marks on one letter would
  /// otherwise draw over the lines around it, or take as many columns as it has spacing marks.
  /// The `…` also keeps what is left of the cluster from joining the next one.
  ///
  /// ```swift
  /// "Kylian\u{1B}[2J MBAPPÉ".sanitizedForTerminal   // "Kylian^[[2J MBAPPÉ"
  /// "evil\u{202E}gnp.exe".sanitizedForTerminal       // "evil<U+202E>gnp.exe"
  /// ```
  ///
  /// - Complexity: O(*n*), where *n* is the length of the string; a string with nothing to
  ///   replace is returned as it is, without a copy.
  public var sanitizedForTerminal: String {
    TextWork.current?.add(utf8.count)
    // Printable ASCII has nothing to escape and no long cluster.
    if printableASCIICount != nil { return self }
    var escaped = self
    if unicodeScalars.contains(where: \.needsTerminalEscaping) {
      // Built as UTF-8 bytes: appending to a `String.UnicodeScalarView` a sequence at a time
      // copies everything appended before, which made a name of 80,000 controls take seconds.
      var result = UTF8Builder(capacity: utf8.count)
      for scalar in unicodeScalars {
        if scalar.needsTerminalEscaping {
          result.append(contentsOf: scalar.visibleTerminalForm.utf8)
        } else {
          result.append(scalar)
        }
      }
      escaped = result.string()
    }
    return escaped.boundingGraphemeClusters()
  }

  /// The most code points a grapheme cluster keeps in ``sanitizedForTerminal``, its `…`
  /// included.
  ///
  /// The longest emoji sequences (a family, or a kiss with two skin tones) have 11.
  public static let maximumClusterLength = 16

  /// The string with every grapheme cluster longer than ``maximumClusterLength`` code points
  /// cut, and marked with `…`.
  private func boundingGraphemeClusters() -> String {
    TextWork.current?.add(utf8.count)
    // Only a cluster's first code point can be ASCII (a carriage return before a line feed
    // aside), so a cluster too long needs a run of that many non-ASCII code points: a cheap
    // test that spares ordinary text the walk through its grapheme clusters.
    var run = 0
    var hasLongRun = false
    for scalar in unicodeScalars {
      run = scalar.isASCII ? 0 : run + 1
      if run >= Self.maximumClusterLength {
        hasLongRun = true
        break
      }
    }
    guard hasLongRun else { return self }
    // One walk through the grapheme clusters, copying UTF-8 bytes only from the first one cut.
    let limit = Self.maximumClusterLength
    var result: UTF8Builder?
    var start = startIndex
    while start < endIndex {
      let end = index(after: start)
      let cluster = unicodeScalars[start..<end]
      let isTooLong =
        cluster.index(cluster.startIndex, offsetBy: limit, limitedBy: cluster.endIndex)
        .map { $0 < cluster.endIndex } ?? false
      if isTooLong {
        if result == nil {
          // Room for what comes before: a cut cluster keeps only its first code points.
          result = UTF8Builder(capacity: utf8.distance(from: startIndex, to: start))
          result?.append(contentsOf: utf8[..<start])
        }
        for scalar in cluster.prefix(limit - 1) { result?.append(scalar) }
        result?.append(contentsOf: "…".utf8)
      } else {
        result?.append(contentsOf: utf8[start..<end])
      }
      start = end
    }
    return result?.string() ?? self
  }
}

extension Unicode.Scalar {
  /// Whether the scalar must not reach a terminal as it is: C0 and C1 controls, DEL and
  /// bidirectional controls.
  package var needsTerminalEscaping: Bool {
    isTerminalControl || isBidirectionalControl
  }

  /// Marks that change the direction of the text around them.
  var isBidirectionalControl: Bool {
    switch value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// The printable replacement shown in place of a control character.
  var visibleTerminalForm: String {
    switch value {
    case 0x00...0x1F:
      // Caret notation: ^@ for NUL, ^[ for ESC, ^J for newline.
      return "^" + String(Character(Unicode.Scalar(UInt8(value + 0x40))))
    case 0x7F:
      return "^?"
    default:
      let hex = String(value, radix: 16, uppercase: true)
      return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
    }
  }
}
