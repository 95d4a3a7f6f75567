import Rendering

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
  /// Allowed: the newline, SGR sequences `ESC [ digits/semicolons m` and terminal hyperlinks
  /// (`ESC ] 8 ; ;` address of printable ASCII `ESC \`). Reported: every other
  /// C0 control, DEL, C1 control (U+0080–U+009F) and bidirectional control; an ESC that does not
  /// start an SGR sequence is reported with the character after it.
  var firstDataControl: (control: String, line: String)? {
    for line in lines {
      let scalars = Array(line.unicodeScalars)
      var index = 0
      while index < scalars.count {
        if let end = scalars.endOfRendererEscape(at: index) {
          index = end
          continue
        }
        let scalar = scalars[index]
        if scalar == "\u{1B}" {
          var sequence = String.UnicodeScalarView([scalar])
          if index + 1 < scalars.count { sequence.append(scalars[index + 1]) }
          return (String(sequence), line)
        }
        if scalar.needsTerminalEscaping { return (String(scalar), line) }
        index += 1
      }
    }
    return nil
  }

  /// The text with the address of every terminal hyperlink (OSC 8) written out, between spaces,
  /// before the link's text: what a reader can see of the link.
  var revealingHyperlinks: String {
    // `ESC ] 8 ; ;` before the address, `ESC \` after it.
    replacingEscapes(
      endingAt: { $0.endOfHyperlink(at: $1) },
      with: { link in [" "] + link.dropFirst(5).dropLast(2) + [" "] })
  }

  /// The first line holding an ESC, or the empty string.
  var firstLineWithEscape: String {
    lines.first { $0.unicodeScalars.contains("\u{1B}") } ?? ""
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

  /// The text cut to 80 characters for a report.
  var truncatedExcerpt: String {
    count > 80 ? String(prefix(79)) + "…" : self
  }
}
