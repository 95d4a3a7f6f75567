import Rendering
import Testing

@Suite struct DisplayWidthTests {
  /// A string and the number of terminal columns it takes.
  struct WidthCase: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let columns: Int
    var testDescription: String { name }
  }

  static let cases: [WidthCase] = [
    WidthCase(name: "precomposed accents", text: "Ángel DI MARÍA", columns: 14),
    WidthCase(name: "decomposed accents", text: "A\u{301}ngel DI MARI\u{301}A", columns: 14),
    WidthCase(name: "Hangul syllables", text: "손흥민", columns: 6),
    WidthCase(name: "CJK ideographs", text: "孫興慜", columns: 6),
    WidthCase(name: "ZWJ family emoji", text: "👨‍👩‍👧", columns: 2),
    WidthCase(name: "flag", text: "🇫🇷", columns: 2),
    WidthCase(name: "emoji with presentation selector", text: "❤️", columns: 2),
    WidthCase(name: "plain ASCII", text: "Kylian MBAPPE", columns: 13),
    WidthCase(name: "empty string", text: "", columns: 0),
    WidthCase(name: "zero width joiner alone", text: "\u{200D}", columns: 0),
    WidthCase(name: "ellipsis", text: "…", columns: 1),
  ]

  @Test(arguments: cases)
  func countsTerminalColumnsPerGrapheme(_ testCase: WidthCase) {
    #expect(testCase.text.displayWidth == testCase.columns)
  }

  @Test func decomposedAndPrecomposedFormsTakeTheSameColumns() {
    let precomposed = "Ángel DI MARÍA"
    let decomposed = "A\u{301}ngel DI MARI\u{301}A"
    #expect(precomposed.unicodeScalars.count != decomposed.unicodeScalars.count)
    #expect(precomposed.displayWidth == decomposed.displayWidth)
  }

  @Test func controlCharactersTakeNoColumnUntilSanitized() {
    let hostile = "A\u{1B}B"
    #expect(hostile.displayWidth == 2)
    #expect(hostile.sanitizedForTerminal.displayWidth == 4)
  }
}
