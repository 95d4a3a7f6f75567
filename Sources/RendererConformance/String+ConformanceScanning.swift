extension String {
  /// The lines of the text, split at `"\n"` only (a `"\r\n"` keeps its `"\r"`, which the
  /// control check then reports).
  var lines: [String] {
    unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
      String(Substring($0))
    }
  }

  /// The first control character or non-SGR escape sequence, and the line it is on.
  ///
  /// Allowed: the newline, and SGR sequences `ESC [ digits/semicolons m`. Reported: every other
  /// C0 control, DEL, C1 control (U+0080–U+009F) and bidirectional control; an ESC that does not
  /// start an SGR sequence is reported with the character after it.
  var firstDataControl: (control: String, line: String)? {
    for line in lines {
      let scalars = Array(line.unicodeScalars)
      var index = 0
      while index < scalars.count {
        if let end = scalars.endOfSGR(at: index) {
          index = end
          continue
        }
        let scalar = scalars[index]
        if scalar == "\u{1B}" {
          var sequence = String.UnicodeScalarView([scalar])
          if index + 1 < scalars.count { sequence.append(scalars[index + 1]) }
          return (String(sequence), line)
        }
        if scalar.isForbiddenInRendererOutput { return (String(scalar), line) }
        index += 1
      }
    }
    return nil
  }

  /// The first line holding an ESC, or the empty string.
  var firstLineWithEscape: String {
    lines.first { $0.unicodeScalars.contains("\u{1B}") } ?? ""
  }

  /// The text without SGR sequences (`ESC [ digits/semicolons m`).
  var removingSGR: String {
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

  /// The text with every backslash before ASCII punctuation removed, as Markdown shows it.
  var removingBackslashEscapes: String {
    var result = String.UnicodeScalarView()
    var pendingBackslash = false
    for scalar in unicodeScalars {
      if pendingBackslash {
        pendingBackslash = false
        if !scalar.isASCIIPunctuation { result.append("\\") }
        result.append(scalar)
      } else if scalar == "\\" {
        pendingBackslash = true
      } else {
        result.append(scalar)
      }
    }
    if pendingBackslash { result.append("\\") }
    return String(result)
  }

  /// The runs of letters and digits in the text, such as `["Kylian", "MBAPPÉ", "7"]`.
  var words: [String] {
    split { !($0.isLetter || $0.isNumber) }.map(String.init)
  }

  /// The text with escapes and invisible characters spelled out: `\e`, `\t`, `\n`, `\u{9B}`.
  var visibleEscapes: String {
    var result = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "\u{1B}": result += "\\e"
      case "\t": result += "\\t"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      default:
        if scalar.isForbiddenInRendererOutput || scalar.properties.generalCategory == .format {
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// The text cut to 80 characters for a report.
  var truncatedExcerpt: String {
    count > 80 ? String(prefix(79)) + "…" : self
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
}

extension Unicode.Scalar {
  /// C0 controls, DEL, C1 controls and bidirectional controls.
  var isForbiddenInRendererOutput: Bool {
    switch value {
    case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
      true
    default: false
    }
  }

  /// The characters a Markdown backslash can escape.
  var isASCIIPunctuation: Bool {
    switch value {
    case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: true
    default: false
    }
  }
}
