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
  /// ```swift
  /// "Kylian\u{1B}[2J MBAPPÉ".sanitizedForTerminal   // "Kylian^[[2J MBAPPÉ"
  /// "evil\u{202E}gnp.exe".sanitizedForTerminal       // "evil<U+202E>gnp.exe"
  /// ```
  ///
  /// - Complexity: O(*n*), where *n* is the length of the string; a string with nothing to
  ///   replace is returned as it is, without a copy.
  public var sanitizedForTerminal: String {
    guard unicodeScalars.contains(where: \.needsTerminalEscaping) else { return self }
    var result = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      guard scalar.needsTerminalEscaping else {
        result.append(scalar)
        continue
      }
      result.append(contentsOf: scalar.visibleTerminalForm.unicodeScalars)
    }
    return String(result)
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
