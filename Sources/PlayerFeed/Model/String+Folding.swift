import Foundation

extension String {
  /// The string folded for matching and sorting: lowercased, without accents, with fullwidth
  /// forms as their ordinary letters.
  ///
  /// Locale-independent, so the order of a list does not depend on the machine it runs on.
  ///
  /// ```swift
  /// "Édouard MICHUT".foldedForComparison   // "edouard michut"
  /// ```
  ///
  /// - Complexity: O(*n*), where *n* is the length of the string.
  package var foldedForComparison: String {
    // ASCII has no accent and no width form to fold: lowercasing is the whole job, and
    // Foundation's folding, which walks the text as UTF-16, costs many times more.
    if utf8.allSatisfy({ $0 < 0x80 }) { return lowercased() }
    return folding(
      options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil
    )
    .lowercased()
  }

  /// The folded string without spaces, hyphens and underscores: the key that names are
  /// looked up by, so `"Right-Back"`, `"right back"` and `"RIGHT_BACK"` are the same name.
  package var nameKey: String {
    String(foldedForComparison.unicodeScalars.filter { !Self.nameSeparators.contains($0) })
  }

  private static let nameSeparators: Set<Unicode.Scalar> = [
    " ", "\t", "\n", "\r", "-", "_", "\u{00A0}", "\u{2010}", "\u{2011}", "\u{2013}",
  ]
}
