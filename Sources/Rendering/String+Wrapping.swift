extension String {
  /// The string broken into lines of at most `width` terminal columns, at spaces.
  ///
  /// Runs of spaces between words collapse to one. A word wider than `width` is cut between
  /// grapheme clusters over as many lines as it needs; a single grapheme cluster wider than
  /// `width` (a wide character at width 1) is shown as `…`.
  ///
  /// ```swift
  /// "Kylian MBAPPÉ scores again".wrapped(toWidth: 14)  // ["Kylian MBAPPÉ", "scores again"]
  /// "Saint-Germain".wrapped(toWidth: 6)               // ["Saint-", "Germai", "n"]
  /// ```
  ///
  /// - Complexity: O(*n*), where *n* is the length of the string: every word is measured once,
  ///   and a long word is cut in a single pass over its characters.
  package func wrapped(toWidth width: Int) -> [String] {
    let width = Swift.max(width, 1)
    // Most paragraphs are one line already: the loop below would rebuild the text as it is.
    if isOneWrappedLine(ofWidth: width) { return [self] }
    var lines: [String] = []
    var current = ""
    var currentWidth = 0
    for word in split(separator: " ") {
      let wordWidth = word.displayWidth
      if !current.isEmpty {
        if currentWidth + 1 + wordWidth <= width {
          current += " "
          current += word
          currentWidth += 1 + wordWidth
          continue
        }
        lines.append(current)
        current = ""
        currentWidth = 0
      }
      guard wordWidth > width else {
        current = String(word)
        currentWidth = wordWidth
        continue
      }
      // Too wide for any line: cut between grapheme clusters, filling each line in turn.
      for character in word {
        let columns = character.displayWidth
        if columns > width {
          // Not even alone on a line: shown as its truncated form.
          if !current.isEmpty { lines.append(current) }
          lines.append("…")
          current = ""
          currentWidth = 0
          continue
        }
        if currentWidth + columns > width {
          lines.append(current)
          current = ""
          currentWidth = 0
        }
        current.append(character)
        currentWidth += columns
      }
    }
    if !current.isEmpty { lines.append(current) }
    TextWork.current?.add(lines.reduce(utf8.count) { $0 + $1.utf8.count })
    return lines
  }

  /// Whether ``wrapped(toWidth:)`` gives the text as it is, as a single line: it is not empty,
  /// has no space at either end nor two in a row, and takes at most `width` columns.
  ///
  /// A line's words are joined by one space, and the columns of words joined by spaces are
  /// those of the words plus one per space, so such a text is one line of its own words.
  ///
  /// - Complexity: O(*n*) in the UTF-8 length, one pass for the spaces and one to measure.
  private func isOneWrappedLine(ofWidth width: Int) -> Bool {
    // As if a space came before the first byte: a space at the start does not qualify.
    var previousIsSpace = true
    for byte in utf8 {
      let isSpace = byte == 0x20
      if isSpace && previousIsSpace { return false }
      previousIsSpace = isSpace
    }
    return !previousIsSpace && displayWidth <= width
  }
}
