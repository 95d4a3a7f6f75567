import Rendering
import Testing

@Suite struct PaddingTests {
  @Test func padsOnTheRightByDefault() {
    #expect("MESSI".padded(toWidth: 7) == "MESSI  ")
  }

  @Test func padsOnTheLeftForTrailingAlignment() {
    #expect("7".padded(toWidth: 3, alignment: .trailing) == "  7")
  }

  @Test func countsColumnsNotCharacters() {
    #expect("孫興慜".padded(toWidth: 8) == "孫興慜  ")
    #expect("A\u{301}ngel".padded(toWidth: 7) == "A\u{301}ngel  ")
    #expect("Ángel DI MARÍA".padded(toWidth: 16).displayWidth == 16)
  }

  @Test func truncatesWhatIsTooWide() {
    #expect("DONNARUMMA".padded(toWidth: 6) == "DONNA…")
    #expect("孫興慜".padded(toWidth: 5) == "孫興…")
    // "孫…" takes 3 columns; 興 would not fit, so one space pads it to 4.
    #expect("孫興慜".padded(toWidth: 4) == "孫… ")
    #expect("孫興慜".padded(toWidth: 4, alignment: .trailing) == " 孫…")
  }

  @Test func zeroWidthGivesAnEmptyString() {
    #expect("MESSI".padded(toWidth: 0) == "")
  }
}
