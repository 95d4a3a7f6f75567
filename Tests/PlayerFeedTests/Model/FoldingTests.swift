import Foundation
import Testing

@testable import PlayerFeed

@Suite struct FoldingTests {
  /// Foundation's folding, which ASCII text skips: both must agree on every ASCII character.
  private func foundationFolded(_ text: String) -> String {
    text.folding(
      options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil
    )
    .lowercased()
  }

  @Test func asciiFoldsAsFoundationFoldsIt() {
    let ascii = String(String.UnicodeScalarView((0...127).compactMap(Unicode.Scalar.init)))
    #expect(ascii.foldedForComparison == foundationFolded(ascii))
    #expect("Kylian MBAPPE".foldedForComparison == "kylian mbappe")
  }

  @Test(arguments: ["Édouard MICHUT", "Ángel DI MARÍA", "ＰＳＧ", "MARI\u{301}A", "Keylor NAVAS"])
  func foldsCaseAccentsAndWidth(name: String) {
    #expect(name.foldedForComparison == foundationFolded(name))
    #expect(name.foldedForComparison.unicodeScalars.allSatisfy { $0.isASCII })
  }

  /// Long texts fold a piece at a time: the pieces give Foundation's folding of the whole,
  /// wherever the cuts fall among accents, marks, Hangul jamo, wide forms and emoji.
  @Test(arguments: [
    "Édouard MICHUT ", "e\u{301}\u{302}\u{303}", "\u{1100}\u{1161}\u{11A8}", "ＭＥＳＳＩ",
    "👩\u{200D}", "Ça", "\u{1100}\u{1161}",
  ])
  func aLongTextFoldsAsTheWholeFolds(unit: String) {
    // Longer than a piece, with each unit's code points falling at every offset of a cut.
    let text = String(repeating: unit + "x", count: 3 * String.foldedPieceLength / 2)
    #expect(text.utf8.count > String.foldedPieceLength)
    var pieces: [String] = []
    text.forEachFoldedPiece { pieces.append($0) }
    #expect(pieces.count > 1)
    #expect(pieces.joined() == foundationFolded(text))
    #expect(text.foldedForComparison == foundationFolded(text))
  }

  /// One grapheme cluster of thousands of code points (emoji joined by ZERO WIDTH JOINER) is
  /// cut into pieces of bounded length, not folded whole.
  @Test func oneLongClusterIsFoldedInBoundedPieces() {
    let chain = String(repeating: "👩\u{200D}", count: 3 * String.foldedPieceLength)
    #expect(chain.count == 1)
    var longest = 0
    var folded = ""
    chain.forEachFoldedPiece {
      longest = max(longest, $0.unicodeScalars.count)
      folded += $0
    }
    #expect(longest <= 2 * String.foldedPieceLength)
    #expect(folded == chain)
  }
}
