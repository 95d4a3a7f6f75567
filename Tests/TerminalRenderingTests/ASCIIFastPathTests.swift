import TestSupport
import Testing

@testable import Rendering
@testable import TerminalRendering

/// The printable-ASCII shortcuts give what the general code gives.
@Suite struct ASCIIFastPathTests {
  /// The general measure: code point by code point, as before the shortcut.
  private func slowWidth(_ text: String) -> Int {
    var counter = TerminalColumnCounter()
    for scalar in text.unicodeScalars { counter.add(scalar) }
    return counter.columns
  }

  @Test func countsOnlyPrintableASCII() {
    #expect("Keylor NAVAS".printableASCIICount == 12)
    #expect("".printableASCIICount == 0)
    #expect("~ !".printableASCIICount == 3)
    #expect("Kylian MBAPPÉ".printableASCIICount == nil)
    #expect("A\tB".printableASCIICount == nil)
    #expect("A\u{7F}".printableASCIICount == nil)
  }

  @Test func measuresCutsAndSanitisesAsTheGeneralCodeDoes() {
    var random = SeededGenerator(seed: 11)
    let pieces = ["a", "Z", " ", "7", "#", "*", "~", "é", "\u{FE0F}", "孫", "\u{301}", "\t", "😀"]
    for _ in 0..<2000 {
      let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in random.pick(pieces) }
        .joined()
      #expect(text.displayWidth == slowWidth(text), "\(text.debugDescription)")
      // What lets a line of few bytes skip measuring when it is clipped.
      #expect(text.displayWidth <= text.utf8.count, "\(text.debugDescription)")
      for width in 0...6 {
        let cut = text.truncated(toWidth: width)
        #expect(cut.displayWidth <= max(0, width), "\(text.debugDescription) \(width)")
        if text.printableASCIICount != nil, text.count > width, width > 0 {
          #expect(cut == String(text.prefix(width - 1)) + "…")
        }
      }
    }
  }

  @Test func sanitisesAndMeasuresInOneGoAsInTwo() {
    var random = SeededGenerator(seed: 14)
    let pieces = ["a", " ", "7", "é", "\u{301}", "\u{1B}", "\u{202E}", "孫", "\u{FE0F}", "#", "\t"]
    for _ in 0..<2000 {
      let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in random.pick(pieces) }
        .joined()
      let (sanitized, columns) = text.sanitizedWithWidth
      #expect(sanitized == text.sanitizedForTerminal, "\(text.debugDescription)")
      #expect(columns == text.sanitizedForTerminal.displayWidth, "\(text.debugDescription)")
    }
  }

  /// A keycap base at the end of one run and VARIATION SELECTOR-16 at the start of the next
  /// count as the joined text does: two columns.
  @Test func aLineCountsAcrossItsRunsAsItsJoinedText() {
    var random = SeededGenerator(seed: 12)
    let pieces = ["1", "#", "a", " ", "\u{FE0F}", "é", "©", "❤"]
    for _ in 0..<2000 {
      let runs = (0..<Int.random(in: 0...4, using: &random)).map { _ in
        StyledRun(
          (0..<Int.random(in: 0...3, using: &random)).map { _ in random.pick(pieces) }.joined())
      }
      let line = StyledLine(runs)
      #expect(line.displayWidth == slowWidth(line.text), "\(line.text.debugDescription)")
    }
    #expect(StyledLine([StyledRun("1"), StyledRun("\u{FE0F}")]).displayWidth == 2)
  }

  @Test func dropsTrailingSpacesAsCharacters() {
    #expect("MESSI   ".droppingTrailingSpaces() == "MESSI")
    #expect("   ".droppingTrailingSpaces() == "")
    #expect("MBAPPÉ ".droppingTrailingSpaces() == "MBAPPÉ")
    // A prepended mark takes the space into its character: it stays.
    #expect("\u{600} ".droppingTrailingSpaces() == "\u{600} ")
    #expect("NEYMAR".droppingTrailingSpaces() == "NEYMAR")
  }

  @Test func spacesComeFromTheTableOrAreMade() {
    #expect(String.spaces(-3) == "")
    #expect(String.spaces(0) == "")
    #expect(String.spaces(3) == "   ")
    #expect(String.spaces(300) == String(repeating: " ", count: 300))
    #expect(String.hyphens(0) == "")
    #expect(String.hyphens(3) == "---")
    #expect(String.hyphens(300) == String(repeating: "-", count: 300))
  }

  /// A text that is one line as it is comes back whole, as the word-by-word wrapping would
  /// rebuild it: that wrapping is what the same text with spaces after it takes, since a space
  /// at the end rules the shortcut out and wrapping drops it.
  @Test func wrapsAsTheWordByWordWrappingDoes() {
    var random = SeededGenerator(seed: 13)
    let pieces = ["a", "Z", " ", "  ", "7", "é", "\u{301}", "\u{FE0F}", "#", "孫", "😀", "-"]
    for _ in 0..<3000 {
      let text = (0..<Int.random(in: 0...10, using: &random)).map { _ in random.pick(pieces) }
        .joined()
      for width in 1...12 {
        #expect(
          text.wrapped(toWidth: width) == (text + "  ").wrapped(toWidth: width),
          "\(text.debugDescription) \(width)")
      }
    }
    #expect("Filter: None".wrapped(toWidth: 12) == ["Filter: None"])
    #expect("Filter:  None".wrapped(toWidth: 40) == ["Filter: None"])
    #expect(" Filter".wrapped(toWidth: 40) == ["Filter"])
    #expect("".wrapped(toWidth: 40) == [])
  }
}
