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
    // Sequences count per code point: the widest a terminal draws them (xterm and VTE draw
    // every emoji of a ZWJ sequence; tmux and kitty join it into one picture, narrower).
    WidthCase(name: "ZWJ family emoji", text: "👨‍👩‍👧", columns: 6),
    WidthCase(name: "emoji with a skin tone", text: "👍🏽", columns: 4),
    WidthCase(name: "flag", text: "🇫🇷", columns: 2),
    WidthCase(
      name: "subdivision flag", text: "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",
      columns: 2),
    WidthCase(name: "emoji with presentation selector", text: "❤️", columns: 2),
    WidthCase(name: "text emoji without selector", text: "❤", columns: 1),
    WidthCase(name: "keycap", text: "1\u{FE0F}\u{20E3}", columns: 2),
    WidthCase(name: "selector after a letter", text: "A\u{FE0F}", columns: 1),
    WidthCase(
      name: "Hangul leading consonants", text: String(repeating: "\u{1100}", count: 60),
      columns: 120),
    WidthCase(name: "Hangul syllable from jamo", text: "\u{1100}\u{1161}\u{11A8}", columns: 2),
    WidthCase(name: "Hangul extended-B medial", text: "\u{D7B0}", columns: 0),
    WidthCase(
      name: "Devanagari spacing marks", text: "क" + String(repeating: "\u{93E}", count: 80),
      columns: 81),
    WidthCase(
      name: "combining storm", text: "a" + String(repeating: "\u{301}", count: 80), columns: 1),
    WidthCase(name: "soft hyphens", text: String(repeating: "\u{AD}", count: 60), columns: 60),
    WidthCase(name: "zero width space", text: "a\u{200B}b", columns: 2),
    WidthCase(name: "ideographic tone mark", text: "\u{302A}", columns: 0),
    WidthCase(name: "small form variants", text: "\u{FE50}\u{FE68}", columns: 4),
    WidthCase(name: "fullwidth letter", text: "\u{FF21}", columns: 2),
    WidthCase(name: "C1 control", text: "\u{9B}", columns: 0),
    WidthCase(name: "line separator", text: "a\u{2028}b", columns: 3),
    WidthCase(name: "byte order mark", text: "a\u{FEFF}b", columns: 2),
    WidthCase(name: "Hangul fillers", text: "\u{3164}\u{115F}\u{1160}", columns: 4),
    WidthCase(name: "combining grapheme joiner", text: "a\u{34F}b", columns: 2),
    WidthCase(name: "variation selector supplement", text: "a\u{E0100}", columns: 1),
    WidthCase(name: "plain ASCII", text: "Kylian MBAPPE", columns: 13),
    WidthCase(name: "empty string", text: "", columns: 0),
    WidthCase(name: "zero width joiner alone", text: "\u{200D}", columns: 0),
    WidthCase(name: "ellipsis", text: "…", columns: 1),
  ]

  @Test(arguments: cases)
  func countsTerminalColumnsPerGrapheme(_ testCase: WidthCase) {
    #expect(testCase.text.displayWidth == testCase.columns)
  }

  /// A string's columns are the sum of its characters' columns, so that cutting between
  /// characters (truncation, wrapping) measures what the whole string measures.
  @Test(arguments: cases)
  func aStringMeasuresAsItsCharacters(_ testCase: WidthCase) {
    #expect(testCase.text.map(\.displayWidth).reduce(0, +) == testCase.columns)
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
