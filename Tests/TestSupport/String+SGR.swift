extension String {
  /// The string without SGR sequences (`ESC [ parameters m`), the escapes that set colours.
  ///
  /// Other escape sequences are kept, so that a test can still find them.
  ///
  /// ```swift
  /// "\u{1B}[1;31mMESSI\u{1B}[0m".removingSGR  // "MESSI"
  /// ```
  public var removingSGR: String {
    var result = String.UnicodeScalarView()
    let scalars = Array(unicodeScalars)
    var index = 0
    while index < scalars.count {
      if let end = scalars.endOfSGR(at: index) {
        index = end
      } else {
        result.append(scalars[index])
        index += 1
      }
    }
    return String(result)
  }

  /// Every escape sequence and control character in the string, in order, shown visibly.
  ///
  /// An escape sequence (`ESC` followed by `[`, `]` and so on up to its final byte or
  /// terminator) counts as one entry; any other C0 or C1 control, DEL or bidirectional control
  /// counts alone. The newline is not listed: it is how lines end.
  ///
  /// ```swift
  /// "\u{1B}[1mA\u{1B}[0m\u{9B}\tB\n".controlSequences
  /// // [#"\e[1m"#, #"\e[0m"#, #"\u{9B}"#, #"\t"#]
  /// ```
  public var controlSequences: [String] {
    let scalars = Array(unicodeScalars)
    var found: [String] = []
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\u{1B}" {
        let end = scalars.endOfEscapeSequence(at: index)
        var sequence = String.UnicodeScalarView()
        sequence.append(contentsOf: scalars[index..<end])
        found.append(String(sequence).visibleEscapes)
        index = end
        continue
      }
      if scalar != "\n" && scalar.isInvisibleForReading {
        found.append(String(scalar).visibleEscapes)
      }
      index += 1
    }
    return found
  }
}

extension Array where Element == Unicode.Scalar {
  /// The index just past an SGR sequence starting at `start`, or `nil` if there is none.
  func endOfSGR(at start: Int) -> Int? {
    guard start + 1 < count, self[start] == "\u{1B}", self[start + 1] == "[" else { return nil }
    var index = start + 2
    while index < count, self[index] == ";" || ("0"..."9").contains(self[index]) {
      index += 1
    }
    return index < count && self[index] == "m" ? index + 1 : nil
  }

  /// The index just past the escape sequence starting at `start` (an ESC).
  ///
  /// CSI (`ESC [`) ends at a byte in `@`…`~`; OSC, DCS, SOS, PM and APC (`ESC ]`, `P`, `X`,
  /// `^`, `_`) end at BEL or `ESC \`; any other escape is two characters long.
  func endOfEscapeSequence(at start: Int) -> Int {
    guard start + 1 < count else { return count }
    var index = start + 2
    switch self[start + 1] {
    case "[":
      while index < count, !("@"..."~").contains(self[index]) { index += 1 }
      return Swift.min(index + 1, count)
    case "]", "P", "X", "^", "_":
      while index < count {
        if self[index] == "\u{7}" { return index + 1 }
        if self[index] == "\u{1B}", index + 1 < count, self[index + 1] == "\\" { return index + 2 }
        index += 1
      }
      return count
    default:
      return start + 2
    }
  }
}
