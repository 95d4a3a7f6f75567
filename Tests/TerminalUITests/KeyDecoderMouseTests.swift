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

  @Test func aHintSendsItsKey() {
    #expect(KeyHint(keys: "/", action: "Search").key == .character("/"))
    #expect(KeyHint(keys: "↑/↓", action: "Move").key == nil)
    #expect(KeyHint(keys: "Enter", action: "Open", key: .enter).key == .enter)
  }
}
