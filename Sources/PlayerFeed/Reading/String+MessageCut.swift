import Rendering

extension String {
  /// The most columns a name or a value from the user takes in a one-line message, as a
  /// route does (`RouteError.longestShownWidth`).
  package static let longestShownInMessage = 160

  /// The most UTF-8 bytes a name or a value takes in a message, for text of zero-width
  /// characters, which columns do not bound.
  package static let mostBytesShownInMessage = 480

  /// The text as a message shows a value the user gave: a text of more than
  /// ``longestShownInMessage`` bytes has its control characters made visible and is cut with
  /// `…` to ``longestShownInMessage`` columns and ``mostBytesShownInMessage`` bytes, so an
  /// option value of megabytes gives a line, not a page; a shorter one is returned as it is
  /// (the message makes its controls visible).
  ///
  /// ```swift
  /// String(repeating: "a", count: 100_000).cutForMessage.count  // 160: 159 "a" and "…"
  /// String(repeating: "\u{1B}", count: 1_000).cutForMessage     // "^[^[…": 160 columns
  /// ```
  ///
  /// - Complexity: O(*m*), where *m* is the length of the part shown: the rest is not read.
  package var cutForMessage: String {
    // A short text stays as it is: the message makes its controls visible when it is shown.
    guard utf8.count > Self.longestShownInMessage else { return self }
    // Enough scalars for the columns and the bytes, before anything else reads them.
    let readable = Self.mostBytesShownInMessage + 1
    var scalars = String.UnicodeScalarView()
    var isCut = false
    for scalar in unicodeScalars {
      if scalars.count == readable {
        isCut = true
        break
      }
      scalars.append(scalar)
    }
    var shown = String(scalars).sanitizedForTerminal.truncated(
      toWidth: Self.longestShownInMessage)
    if shown.utf8.count > Self.mostBytesShownInMessage {
      var kept = ""
      for character in shown {
        if kept.utf8.count + character.utf8.count > Self.mostBytesShownInMessage - 3 { break }
        kept.append(character)
      }
      shown = kept
      isCut = true
    }
    if isCut, !shown.hasSuffix("…") { shown += "…" }
    return shown
  }

  /// The text as a message names a file, a folder or a source the user gave: cut as
  /// ``cutForMessage`` is, and `“”` when empty, so an empty name does not vanish from the line.
  ///
  /// ```swift
  /// "".nameForMessage             // "“”"
  /// "site".nameForMessage         // "site"
  /// ```
  package var nameForMessage: String {
    isEmpty ? "“”" : cutForMessage
  }
}
