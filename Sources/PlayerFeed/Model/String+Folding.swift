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
  /// - Complexity: O(*n*), where *n* is the length of the string; a long string is folded a
  ///   piece at a time (``forEachFoldedPiece(_:)``), so folding costs its result's size and a
  ///   piece's, not several copies of the whole.
  package var foldedForComparison: String {
    guard utf8.count > Self.foldedPieceLength else { return foldedWhole }
    var result = ""
    result.reserveCapacity(utf8.count)
    forEachFoldedPiece { result += $0 }
    return result
  }

  /// Calls `body` with the string folded (``foldedForComparison``), a piece at a time, in order:
  /// their concatenation is the folded string.
  ///
  /// Foundation folds a text through copies of the whole of it (UTF-16, then the folded text,
  /// then its lowercase form), so a name of megabytes, even one grapheme cluster of megabytes
  /// (a chain of emoji joined by ZERO WIDTH JOINER), would cost several times its size at once.
  /// A long text is cut into pieces of about ``foldedPieceLength`` code points instead, each cut
  /// before a code point that folds on its own (not a combining mark, nor a Hangul vowel or
  /// final consonant that joins the syllable before it), so the pieces fold as the whole does.
  ///
  /// ```swift
  /// var folded = ""
  /// "Édouard MICHUT".forEachFoldedPiece { folded += $0 }   // "edouard michut"
  /// ```
  ///
  /// - Complexity: O(*n*), where *n* is the length of the string.
  package func forEachFoldedPiece(_ body: (String) -> Void) {
    guard utf8.count > Self.foldedPieceLength else { return body(foldedWhole) }
    let scalars = unicodeScalars
    var start = scalars.startIndex
    while start < scalars.endIndex {
      var end =
        scalars.index(start, offsetBy: Self.foldedPieceLength, limitedBy: scalars.endIndex)
        ?? scalars.endIndex
      // A run of marks longer than a piece is cut anyway: a piece stays bounded.
      var extended = 0
      while end < scalars.endIndex, !scalars[end].foldsOnItsOwn,
        extended < Self.foldedPieceLength
      {
        end = scalars.index(after: end)
        extended += 1
      }
      body(String(String.UnicodeScalarView(scalars[start..<end])).foldedWhole)
      start = end
    }
  }

  /// The most code points a piece of ``forEachFoldedPiece(_:)`` starts with, before it is
  /// extended to a code point that folds on its own; also the most UTF-8 bytes a text folded
  /// whole may have.
  package static let foldedPieceLength = 4096

  /// The string folded in one call to Foundation.
  private var foldedWhole: String {
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

extension Unicode.Scalar {
  /// Whether folding this code point does not depend on the one before it: it is not a
  /// combining mark (which diacritic folding drops or composes with its letter), nor a Hangul
  /// medial vowel or final consonant (which composes with the syllable before it).
  fileprivate var foldsOnItsOwn: Bool {
    if value < 0x300 { return true }
    if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return false }
    switch properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return false
    default: return properties.canonicalCombiningClass == .notReordered
    }
  }
}
