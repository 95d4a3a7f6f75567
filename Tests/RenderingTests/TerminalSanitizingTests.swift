import Rendering
import Testing

@Suite struct TerminalSanitizingTests {
  /// A hostile string and how it must be shown.
  struct SanitizingCase: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let shown: String
    var testDescription: String { name }
  }

  static let cases: [SanitizingCase] = [
    SanitizingCase(name: "clear screen", text: "\u{1B}[2J", shown: "^[[2J"),
    SanitizingCase(
      name: "OSC 52 clipboard write", text: "\u{1B}]52;c;cm0gLXJmIH4=\u{07}",
      shown: "^[]52;c;cm0gLXJmIH4=^G"),
    SanitizingCase(name: "one-byte CSI", text: "a\u{9B}31mb", shown: "a<U+009B>31mb"),
    SanitizingCase(
      name: "right-to-left override", text: "evil\u{202E}gnp.exe", shown: "evil<U+202E>gnp.exe"),
    SanitizingCase(name: "isolate", text: "\u{2066}x\u{2069}", shown: "<U+2066>x<U+2069>"),
    SanitizingCase(name: "NUL", text: "a\u{0}b", shown: "a^@b"),
    SanitizingCase(name: "newline", text: "one\ntwo", shown: "one^Jtwo"),
    SanitizingCase(name: "carriage return and newline", text: "one\r\ntwo", shown: "one^M^Jtwo"),
    SanitizingCase(name: "tab", text: "a\tb", shown: "a^Ib"),
    SanitizingCase(name: "DEL", text: "a\u{7F}b", shown: "a^?b"),
    SanitizingCase(name: "C1 next line", text: "a\u{85}b", shown: "a<U+0085>b"),
    SanitizingCase(name: "harmless text", text: "Ángel DI MARÍA 孫興慜", shown: "Ángel DI MARÍA 孫興慜"),
  ]

  @Test(arguments: cases)
  func showsControlCharactersVisibly(_ testCase: SanitizingCase) {
    #expect(testCase.text.sanitizedForTerminal == testCase.shown)
  }

  @Test(arguments: cases)
  func leavesNoControlCharacter(_ testCase: SanitizingCase) {
    let dangerous = testCase.text.sanitizedForTerminal.unicodeScalars.filter { scalar in
      scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
    #expect(dangerous.isEmpty)
  }

  @Test(arguments: cases)
  func keepsTheWidthOfItsVisibleForm(_ testCase: SanitizingCase) {
    // What is printed takes as many columns as `displayWidth` says, so padding stays aligned.
    let sanitized = testCase.text.sanitizedForTerminal
    #expect(sanitized.displayWidth == testCase.shown.displayWidth)
    #expect(sanitized.padded(toWidth: 30).displayWidth == 30)
  }

  @Test func keepsColumnsAlignedAcrossHostileNames() {
    let names = ["MESSI", "Kylian\u{1B}[2J", "evil\u{202E}x", "a\u{0}b\nc"]
    let rows = names.map { $0.sanitizedForTerminal.padded(toWidth: 14) + "|" }
    #expect(
      rows.joined(separator: "\n") == """
        MESSI         |
        Kylian^[[2J   |
        evil<U+202E>x |
        a^@b^Jc       |
        """)
  }

  @Test func returnsHarmlessTextUnchanged() {
    let text = "Marco VERRATTI"
    #expect(text.sanitizedForTerminal == text)
  }

  /// Grapheme clusters of hostile length, and what each becomes.
  static let longClusters: [(text: String, shown: String)] = [
    (
      "a" + String(repeating: "\u{301}", count: 80) + "b",
      "a" + String(repeating: "\u{301}", count: 14) + "…b"
    ),
    (
      String(repeating: "\u{1100}", count: 60),
      String(repeating: "\u{1100}", count: 15) + "…"
    ),
    (
      "\u{915}" + String(repeating: "\u{93E}", count: 80),
      "\u{915}" + String(repeating: "\u{93E}", count: 14) + "…"
    ),
    (
      "👍" + String(repeating: "\u{1F3FB}", count: 60),
      "👍" + String(repeating: "\u{1F3FB}", count: 14) + "…"
    ),
  ]

  @Test(arguments: longClusters)
  func cutsAGraphemeClusterOfHostileLength(text: String, shown: String) {
    let sanitized = text.sanitizedForTerminal
    #expect(sanitized == shown)
    #expect(sanitized.allSatisfy { $0.unicodeScalars.count <= String.maximumClusterLength })
    #expect(sanitized.sanitizedForTerminal == sanitized)
  }

  /// A cut ZWJ sequence does not join the emoji that follows it into one long cluster.
  @Test func aCutClusterDoesNotJoinTheNextOne() {
    let sequence = Array(repeating: "😀", count: 12).joined(separator: "\u{200D}")
    let text = String(repeating: sequence + "😀", count: 50)
    let sanitized = text.sanitizedForTerminal
    #expect(sanitized.allSatisfy { $0.unicodeScalars.count <= String.maximumClusterLength })
  }

  @Test func keepsTheLongestEmojiSequencesWhole() {
    let kiss = "👩🏻\u{200D}❤\u{FE0F}\u{200D}💋\u{200D}👨🏼"
    let family = "👨🏻\u{200D}👩🏻\u{200D}👧🏻\u{200D}👦🏻"
    #expect(kiss.sanitizedForTerminal == kiss)
    #expect(family.sanitizedForTerminal == family)
  }
}
