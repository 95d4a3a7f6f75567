import Testing

@testable import Rendering
@testable import TerminalRendering

/// The one escape scanner, read over text and over bytes alike.
@Suite struct EscapeSequenceScanningTests {
  @Test func findsTheEndOfEachKindOfSequence() {
    let cases: [(text: String, end: Int)] = [
      ("\u{1B}[1;31mA", 7), ("\u{1B}[?1049hA", 8), ("\u{1B}]52;c;eA==\u{7}A", 12),
      ("\u{1B}]0;x\u{1B}\\A", 7), ("\u{1B}Pq#0\u{1B}\\A", 7), ("\u{1B}7A", 2),
    ]
    for (text, end) in cases {
      #expect(
        Array(text.unicodeScalars).endOfEscapeSequence(at: 0) == end, "\(text.visibleEscapes)")
      #expect(Array(text.utf8).endOfCompleteEscapeSequence(at: 0) == end, "\(text.visibleEscapes)")
    }
  }

  @Test func tellsACutSequenceFromAComplete() {
    for cut in ["\u{1B}", "\u{1B}[1;3", "\u{1B}]0;title", "\u{1B}]0;title\u{1B}"] {
      #expect(Array(cut.utf8).endOfCompleteEscapeSequence(at: 0) == nil, "\(cut.visibleEscapes)")
      #expect(Array(cut.unicodeScalars).endOfEscapeSequence(at: 0) == cut.unicodeScalars.count)
    }
  }

  @Test func readsOnlyWellFormedSGR() {
    let text = Array("\u{1B}[1;38;5;24mA\u{1B}[2J\u{1B}[1;xm".unicodeScalars)
    #expect(text.endOfSGR(at: 0) == 12)
    #expect(text.endOfSGR(at: 12) == nil)
    #expect(text.endOfSGR(at: 13) == nil)
    #expect(text.endOfSGR(at: 17) == nil)
    #expect(Array("\u{1B}[m".utf8).endOfSGR(at: 0) == 3)
  }
}
