// Scanning rendered text for escape sequences: shared by the conformance kit, the renderers and
// the package's tests, and not part of the public API.

extension String {
  /// The text without SGR sequences (`ESC [ digits/semicolons m`), the escapes that set colours.
  ///
  /// Other escape sequences are kept, so that a check can still find them.
  ///
  /// ```swift
  /// "\u{1B}[1;31mMESSI\u{1B}[0m".removingSGR  // "MESSI"
  /// ```
  package var removingSGR: String {
    guard unicodeScalars.contains("\u{1B}") else { return self }
    let scalars = Array(unicodeScalars)
    var result = String.UnicodeScalarView()
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

  /// The text with escape sequences and invisible characters spelled out, for messages.
  ///
  /// ESC is shown as `\e`, tab, newline and carriage return as `\t`, `\n`, `\r`, a backslash
  /// as `\\`, and every other control, DEL, C1 control, bidirectional or zero-width format
  /// character as `\u{…}`. Everything else is kept.
  ///
  /// ```swift
  /// "\u{1B}[1mMESSI\u{1B}[0m\t\u{9B}".visibleEscapes  // #"\e[1mMESSI\e[0m\t\u{9B}"#
  /// ```
  package var visibleEscapes: String {
    var result = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "\u{1B}": result += "\\e"
      case "\t": result += "\\t"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\\": result += "\\\\"
      default:
        if scalar.isInvisibleForReading {
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}

extension Array where Element == Unicode.Scalar {
  /// The index just past an SGR sequence starting at `start`, or `nil` if there is none.
  package func endOfSGR(at start: Int) -> Int? {
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
  package func endOfEscapeSequence(at start: Int) -> Int {
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

extension Unicode.Scalar {
  /// C0 and C1 controls, DEL, and format characters (bidi controls, zero-width joiners).
  package var isInvisibleForReading: Bool {
    value < 0x20 || (0x7F...0x9F).contains(value) || properties.generalCategory == .format
  }

  /// The ASCII punctuation characters, which a Markdown backslash can escape.
  package var isASCIIPunctuation: Bool {
    switch value {
    case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: true
    default: false
    }
  }
}
