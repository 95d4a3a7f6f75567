import MVVMC
import Testing

@testable import TerminalUI

@Suite struct KeyDecoderMouseTests {
  func decode(_ text: String) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(bytes(text))
  }

  @Test func readsClicksReleasesAndTheWheel() {
    #expect(decode("\u{1B}[<0;1;1M") == [.mouse(MouseEvent(.press, column: 0, row: 0))])
    #expect(decode("\u{1B}[<0;12;5m") == [.mouse(MouseEvent(.release, column: 11, row: 4))])
    #expect(decode("\u{1B}[<64;3;2M") == [.mouse(MouseEvent(.wheelUp, column: 2, row: 1))])
    #expect(decode("\u{1B}[<65;3;2M") == [.mouse(MouseEvent(.wheelDown, column: 2, row: 1))])
    // Shift, Meta and Ctrl are ignored: a click is a click.
    #expect(decode("\u{1B}[<20;7;9M") == [.mouse(MouseEvent(.press, column: 6, row: 8))])
    // Wide terminals: columns past 223, which the old X10 form cannot say.
    #expect(decode("\u{1B}[<0;300;100M") == [.mouse(MouseEvent(.press, column: 299, row: 99))])
  }

  @Test func dropsWhatTheHostDoesNotUse() {
    for report in [
      "\u{1B}[<1;3;2M",  // middle button
      "\u{1B}[<2;3;2M",  // right button
      "\u{1B}[<32;3;2M",  // a drag
      "\u{1B}[<35;3;2M",  // a motion
      "\u{1B}[<66;3;2M",  // the wheel sideways
      "\u{1B}[<65;3;2m",  // a wheel "release"
      "\u{1B}[<128;3;2M",  // an extra button
      "\u{1B}[<0;0;2M",  // column 0 is not a place
      "\u{1B}[<0;3;0M",
      "\u{1B}[<0;3M",  // too few numbers
      "\u{1B}[<0;3;2;1M",  // too many
      "\u{1B}[<0;;2M",
      "\u{1B}[<0;99999999999999999;2M",  // longer than any report: dropped whole
      "\u{1B}[<0;3;2x",
    ] {
      #expect(decode(report + "k") == [.character("k")], "\(report.debugDescription)")
    }
  }

  @Test func aReportSplitAcrossReadsIsReadOnce() {
    var decoder = KeyDecoder()
    let report = bytes("\u{1B}[<0;12;5M")
    var keys: [Key] = []
    for byte in report { keys += decoder.decode([byte]) }
    #expect(keys == [.mouse(MouseEvent(.press, column: 11, row: 4))])
    #expect(!decoder.hasPendingInput)
  }

  /// The X10 form (mode 1000 without 1006): `ESC [ M` then the button, the column and the row
  /// as bytes, each plus 32. A click at column 81 sends `q`, at 70 `f`, at 15 `/`: never keys.
  @Test func readsTheX10FormWhole() {
    for (column, letter) in [(81, "q"), (70, "f"), (15, "/")] {
      #expect(
        decode("\u{1B}[M " + letter + "%k")
          == [.mouse(MouseEvent(.press, column: column - 1, row: 4)), .character("k")])
    }
    // A release says button 3; the wheel is 64 and 65; a drag (32) and byte columns under 33
    // are dropped, their three bytes with them.
    #expect(decode("\u{1B}[M#q%") == [.mouse(MouseEvent(.release, column: 80, row: 4))])
    #expect(decode("\u{1B}[M`!!") == [.mouse(MouseEvent(.wheelUp, column: 0, row: 0))])
    #expect(decode("\u{1B}[Ma!!") == [.mouse(MouseEvent(.wheelDown, column: 0, row: 0))])
    #expect(decode("\u{1B}[M@q%k") == [.character("k")])
    #expect(decode("\u{1B}[M \u{20}%k") == [.character("k")])
    // Bytes past 127 (columns past 95) are the report's too, not the start of a character.
    var decoder = KeyDecoder()
    #expect(
      decoder.decode([0x1B, 0x5B, 0x4D, 0x20, 0xC3, 0x25, 0x6B])
        == [.mouse(MouseEvent(.press, column: 0xC3 - 33, row: 4)), .character("k")])
  }

  /// The urxvt form (mode 1015): decimal numbers, the button plus 32 as in the X10 form.
  @Test func readsTheURXVTForm() {
    #expect(decode("\u{1B}[32;81;5M") == [.mouse(MouseEvent(.press, column: 80, row: 4))])
    #expect(decode("\u{1B}[35;81;5M") == [.mouse(MouseEvent(.release, column: 80, row: 4))])
    #expect(decode("\u{1B}[97;3;2M") == [.mouse(MouseEvent(.wheelDown, column: 2, row: 1))])
    #expect(decode("\u{1B}[64;3;2Mk") == [.character("k")])  // a drag
    #expect(decode("\u{1B}[0;3;2Mk") == [.character("k")])  // no button under 32
  }

  @Test func anX10ReportSplitAcrossReadsIsReadOnceAndAnUnfinishedOneIsDropped() {
    var decoder = KeyDecoder()
    var keys: [Key] = []
    for byte in bytes("\u{1B}[M q%") {
      keys += decoder.decode([byte])
      if keys.isEmpty { #expect(decoder.hasPendingInput) }
    }
    #expect(keys == [.mouse(MouseEvent(.press, column: 80, row: 4))])
    #expect(!decoder.hasPendingInput)
    // Cut short, as when the rest never comes: dropped, and the next byte is a key again.
    #expect(decoder.decode(bytes("\u{1B}[M q")) == [])
    #expect(decoder.flushPendingEscape() == [])
    #expect(decoder.decode(bytes("q")) == [.character("q")])
  }

  @Test func aHintSendsItsKey() {
    #expect(KeyHint(keys: "/", action: "Search").key == .character("/"))
    #expect(KeyHint(keys: "↑/↓", action: "Move").key == nil)
    #expect(KeyHint(keys: "Enter", action: "Open", key: .enter).key == .enter)
  }
}
