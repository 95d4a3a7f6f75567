extension String {
  /// The string with escape sequences and invisible characters spelled out, for messages.
  ///
  /// ESC is shown as `\e`, tab, newline and carriage return as `\t`, `\n`, `\r`, a backslash
  /// as `\\`, and every other control, DEL, C1 control, bidirectional or zero-width format
  /// character as `\u{…}`. Everything else is kept.
  ///
  /// ```swift
  /// "\u{1B}[1mMESSI\u{1B}[0m\t\u{9B}".visibleEscapes  // #"\e[1mMESSI\e[0m\t\u{9B}"#
  /// ```
  public var visibleEscapes: String {
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

extension Unicode.Scalar {
  /// C0 and C1 controls, DEL, and format characters (bidi controls, zero-width joiners).
  var isInvisibleForReading: Bool {
    value < 0x20 || (0x7F...0x9F).contains(value) || properties.generalCategory == .format
  }
}
