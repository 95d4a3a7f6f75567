import Testing

@testable import TerminalUI

@Suite struct VirtualScreenTests {
  @Test func keepsTheMainScreenWhileTheAlternateOneIsShown() {
    var screen = VirtualScreen(size: TerminalSize(columns: 10, rows: 3), lines: ["$ run"])
    screen.apply(TerminalSequences.enterFullScreen)
    #expect(screen.lines == ["", "", ""])
    screen.apply(bytes("\u{1B}[2;3Hhi"))
    #expect(screen.lines == ["", "  hi", ""])
    screen.apply(TerminalSequences.leaveFullScreen)
    #expect(screen.lines == ["$ run", "", ""])
    #expect(screen.isCursorVisible && screen.isAutowrapEnabled && !screen.isBracketedPasteEnabled)
  }

  @Test func tracksTheModesTheHostSets() {
    var screen = VirtualScreen(size: TerminalSize(columns: 10, rows: 3))
    screen.apply(TerminalSequences.enterFullScreen)
    #expect(screen.isAlternateScreen)
    #expect(!screen.isCursorVisible)
    #expect(screen.isBracketedPasteEnabled)
    #expect(!screen.isAutowrapEnabled)
    screen.apply(bytes("\u{1B}[1;31m"))
    #expect(!screen.isStyleReset)
    screen.apply(bytes("\u{1B}[0m"))
    #expect(screen.isStyleReset)
  }

  @Test func cutsLinesAtTheEdgeWithoutWrapAndWrapsWithIt() {
    var screen = VirtualScreen(size: TerminalSize(columns: 4, rows: 2))
    // Without wrap the cursor stays on the last column, so what follows overwrites it.
    screen.apply(bytes("\u{1B}[?7labcdef"))
    #expect(screen.lines == ["abcf", ""])
    screen.apply(bytes("\u{1B}[?7h\u{1B}[1;1Hwxyz12"))
    #expect(screen.lines == ["wxyz", "12"])
  }

  @Test func anEraseAfterAFullLineErasesItsLastColumnAsATerminalDoes() {
    for wrap in ["\u{1B}[?7l", "\u{1B}[?7h"] {
      var screen = VirtualScreen(size: TerminalSize(columns: 4, rows: 2))
      screen.apply(bytes(wrap + "abcd\u{1B}[K"))
      #expect(screen.lines == ["abc", ""], "\(wrap.debugDescription)")
    }
    var screen = VirtualScreen(size: TerminalSize(columns: 4, rows: 2))
    screen.apply(bytes("abcd\u{1B}[1mA\u{301}"))
    #expect(screen.lines == ["abcd", "A\u{301}"])
  }

  @Test func erasesAndCountsWideAndCombiningCharacters() {
    var screen = VirtualScreen(size: TerminalSize(columns: 8, rows: 2))
    screen.apply(bytes("孫興x\u{1B}[1;3H\u{1B}[K"))
    #expect(screen.lines == ["孫", ""])
    screen.apply(bytes("\u{1B}[2;1HA\u{301}b"))
    #expect(screen.lines[1] == "A\u{301}b")
  }

  @Test func completesASequenceSplitAcrossWrites() {
    var screen = VirtualScreen(size: TerminalSize(columns: 8, rows: 2))
    screen.apply(bytes("\u{1B}[2"))
    screen.apply(bytes(";2Hé"))
    let e = bytes("é")
    screen.apply([e[0]])
    screen.apply([e[1]])
    #expect(screen.lines == ["", " éé"])
  }

  @Test func skipsStringSequencesWholeEvenWhenSplit() {
    var screen = VirtualScreen(size: TerminalSize(columns: 8, rows: 1))
    screen.apply(bytes("A\u{1B}]0;title\u{7}B\u{1B}Pq#0"))
    #expect(screen.lines == ["AB"])
    screen.apply(bytes("!9~\u{1B}"))
    screen.apply(bytes("\\C"))
    #expect(screen.lines == ["ABC"])
  }

  private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
}
