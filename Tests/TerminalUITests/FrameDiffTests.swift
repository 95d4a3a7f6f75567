import Testing

@testable import TerminalUI

@Suite struct FrameDiffTests {
  let size = TerminalSize(columns: 20, rows: 4)

  @Test func drawsTheWholeFirstFrame() {
    let frame = Frame(lines: ["Players", "", "MESSI"], size: size)
    #expect(
      text(FrameDiff.bytes(from: nil, to: frame))
        == "\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[1;1HPlayers\u{1B}[3;1HMESSI")
  }

  @Test func writesNothingForAnUnchangedFrame() {
    let frame = Frame(lines: ["Players", "\u{1B}[1mMESSI\u{1B}[0m"], size: size)
    #expect(FrameDiff.bytes(from: frame, to: frame).isEmpty)
  }

  @Test func rewritesOnlyTheChangedLines() {
    let old = Frame(lines: ["Players", "MESSI", "NEYMAR"], size: size)
    let new = Frame(lines: ["Players", "MBAPPÉ", "NEYMAR"], size: size)
    #expect(text(FrameDiff.bytes(from: old, to: new)) == "\u{1B}[2;1H\u{1B}[KMBAPPÉ")
  }

  @Test func resetsColoursAfterAStyledLine() {
    let old = Frame(lines: ["a"], size: size)
    let new = Frame(lines: ["\u{1B}[7mb"], size: size)
    #expect(text(FrameDiff.bytes(from: old, to: new)) == "\u{1B}[1;1H\u{1B}[K\u{1B}[7mb\u{1B}[0m")
  }

  @Test func keepsTheLastColumnOfALineAsWideAsTheTerminal() {
    // The host draws with wrapping off: after the last column the cursor stays on it, so an
    // erase written after the line would take that column away.
    let full = String(repeating: "x", count: size.columns - 1) + "…"
    var screen = VirtualScreen(size: size)
    screen.apply(Array("\u{1B}[?7l".utf8))
    let old = Frame(lines: ["Players", "a"], size: size)
    let new = Frame(lines: ["Players", full], size: size)
    screen.apply(FrameDiff.bytes(from: nil, to: old))
    screen.apply(FrameDiff.bytes(from: old, to: new))
    #expect(screen.lines == ["Players", full, "", ""])
  }

  @Test func erasesTheRowsAShorterFrameNoLongerUses() {
    let old = Frame(lines: ["a", "b", "c"], size: size)
    let new = Frame(lines: ["a"], size: size)
    #expect(text(FrameDiff.bytes(from: old, to: new)) == "\u{1B}[2;1H\u{1B}[K\u{1B}[3;1H\u{1B}[K")
  }

  @Test func redrawsEverythingWhenTheSizeChanged() {
    let old = Frame(lines: ["a", "b"], size: size)
    let new = Frame(lines: ["a", "b"], size: TerminalSize(columns: 30, rows: 4))
    #expect(
      text(FrameDiff.bytes(from: old, to: new))
        == "\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[1;1Ha\u{1B}[2;1Hb")
  }

  @Test func dropsLinesBelowTheLastRow() {
    let frame = Frame(lines: ["1", "2", "3", "4", "5", "6"], size: size)
    #expect(frame.lines == ["1", "2", "3", "4"])
  }

  @Test func producesTheNewFrameOnAScreen() {
    var screen = VirtualScreen(size: size)
    let frames = [
      Frame(lines: ["Players", "MESSI", "NEYMAR", "MBAPPÉ"], size: size),
      Frame(lines: ["Players", "\u{1B}[7mNEYMAR\u{1B}[0m"], size: size),
      Frame(lines: ["Detail", "", "", "end"], size: size),
    ]
    var previous: Frame?
    for frame in frames {
      screen.apply(FrameDiff.bytes(from: previous, to: frame))
      let expected =
        frame.lines.map(\.removingSGR) + Array(repeating: "", count: 4 - frame.lines.count)
      #expect(screen.lines == expected)
      previous = frame
    }
  }

  private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
}
