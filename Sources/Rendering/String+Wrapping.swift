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
  /// - Complexity: O(*n*), where *n* is the length of the string.
  func wrapped(toWidth width: Int) -> [String] {
    let width = Swift.max(width, 1)
    var lines: [String] = []
    var current = ""
    var currentWidth = 0
    for word in split(separator: " ") {
      var word = String(word)
      var wordWidth = word.displayWidth
      if !current.isEmpty {
        if currentWidth + 1 + wordWidth <= width {
          current += " " + word
          currentWidth += 1 + wordWidth
          continue
        }
        lines.append(current)
      }
      while wordWidth > width {
        let (head, tail) = word.splitting(atWidth: width)
        lines.append(head)
        word = tail
        wordWidth = tail.displayWidth
      }
      current = word
      currentWidth = wordWidth
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// The longest prefix that fits in `width` columns, and the rest.
  ///
  /// Always makes progress: when not even the first grapheme cluster fits, it is replaced by
  /// its truncated form (`…`).
  private func splitting(atWidth width: Int) -> (head: String, tail: String) {
    var used = 0
    var end = startIndex
    while end < endIndex {
      let columns = self[end].displayWidth
      if used + columns > width { break }
      used += columns
      end = index(after: end)
    }
    if end == startIndex, let first {
      return (String(first).truncated(toWidth: width), String(dropFirst()))
    }
    return (String(self[..<end]), String(self[end...]))
  }
}
