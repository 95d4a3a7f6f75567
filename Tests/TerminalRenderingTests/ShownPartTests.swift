import Rendering
import TestSupport
import Testing

@testable import TerminalRendering

/// A title or a breadcrumb entry is cut to one column past the width after its trailing
/// spaces are dropped; the cut reads only the characters it shows, so a name of megabytes
/// that ends with a space is not copied, and the line is the same as with the whole text.
@Suite struct ShownPartTests {
  /// Dropping the trailing spaces of the whole text, then cutting: what the page showed.
  static func whole(_ text: String, width: Int) -> String {
    text.sanitizedForTerminal.droppingTrailingSpaces().truncated(toWidth: width + 1)
  }

  @Test func theCutIsTheSameAsFromTheWholeText() {
    var random = SeededGenerator(seed: 52)
    let units = ["a", " ", " ", "語", "e\u{301}", "\u{7}", "  "]
    var differences: [String] = []
    for _ in 0..<5_000 {
      let width = Int.random(in: 20...26, using: &random)
      let text = (0..<Int.random(in: 0...60, using: &random)).map { _ in
        units.randomElement(using: &random)!
      }.joined()
      for endsLine in [true, false] {
        let shown = TerminalLayout(width: width).shownPart(of: text, endsLine: endsLine)
        let expected =
          endsLine
          ? Self.whole(text, width: width)
          : text.sanitizedForTerminal.truncated(toWidth: width + 1)
        if shown != expected { differences.append("\(width) \(endsLine) “\(text)”") }
      }
    }
    #expect(differences.isEmpty, "\(differences.prefix(5))")
  }

  @Test func aLongNameOfPairsIsCutAsItShows() {
    let name = String(repeating: "a ", count: 1 << 20)
    let shown = TerminalLayout(width: 20).shownPart(of: name, endsLine: true)
    #expect(shown == Self.whole(name, width: 20))
    #expect(shown == String(repeating: "a ", count: 10) + "…")
  }
}
