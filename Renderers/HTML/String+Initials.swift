extension String {
  /// The first letters of the first and last words, in capitals: what a missing portrait shows.
  ///
  /// Words start at a letter; other characters are skipped, so punctuation and controls never
  /// become initials.
  ///
  /// ```swift
  /// "Kylian MBAPPÉ".initials   // "KM"
  /// "MARQUINHOS".initials      // "M"
  /// "Ángel DI MARÍA".initials  // "ÁM"
  /// "(…)".initials             // ""
  /// ```
  ///
  /// - Complexity: O(*n*), where *n* is the length of the string.
  var initials: String {
    var first: Character?
    var last: Character?
    var inWord = false
    for character in self {
      if character.isLetter {
        if !inWord {
          if first == nil { first = character } else { last = character }
        }
        inWord = true
      } else {
        inWord = !character.isWhitespace && inWord
      }
    }
    return [first, last].compactMap { $0 }.map { $0.uppercased() }.joined()
  }
}
