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
}
