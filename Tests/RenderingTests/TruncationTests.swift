import Rendering
import Testing

@Suite struct TruncationTests {
  @Test func cutsWithAnEllipsisWhenTooWide() {
    #expect("Gianluigi DONNARUMMA".truncated(toWidth: 12) == "Gianluigi D…")
    #expect("Gianluigi DONNARUMMA".truncated(toWidth: 12).displayWidth == 12)
  }

  @Test func keepsAStringThatFitsExactly() {
    #expect("MESSI".truncated(toWidth: 5) == "MESSI")
    #expect("孫興慜".truncated(toWidth: 6) == "孫興慜")
  }

  @Test func keepsAShorterString() {
    #expect("MESSI".truncated(toWidth: 10) == "MESSI")
    #expect("".truncated(toWidth: 3) == "")
  }

  @Test func neverSplitsAWideCharacter() {
    #expect("孫興慜".truncated(toWidth: 5) == "孫興…")
    #expect("孫興慜".truncated(toWidth: 4) == "孫…")
    #expect("孫興慜".truncated(toWidth: 3) == "孫…")
    #expect("孫興慜".truncated(toWidth: 2) == "…")
    #expect("ab孫".truncated(toWidth: 3) == "ab…")
  }

  @Test func neverSeparatesAnAccentFromItsLetter() {
    let decomposed = "MARI\u{301}A"
    #expect(decomposed.truncated(toWidth: 5) == decomposed)
    #expect(decomposed.truncated(toWidth: 4) == "MAR…")
    #expect(decomposed.truncated(toWidth: 4).unicodeScalars.contains("\u{301}") == false)
    #expect("MARI\u{301}AS".truncated(toWidth: 5) == "MARI\u{301}…")
  }

  @Test func neverSplitsAnEmojiSequence() {
    // Each family takes 6 columns (see `displayWidth`): cut between the two, never inside.
    let family = "👨‍👩‍👧👨‍👩‍👧"
    #expect(family.truncated(toWidth: 7) == "👨‍👩‍👧…")
    #expect(family.truncated(toWidth: 6) == "…")
    #expect("👍🏽👍🏽".truncated(toWidth: 6) == "👍🏽…")
  }

  @Test func widthOneLeavesOnlyTheEllipsis() {
    #expect("MESSI".truncated(toWidth: 1) == "…")
    #expect("M".truncated(toWidth: 1) == "M")
    #expect("孫".truncated(toWidth: 1) == "…")
  }

  @Test func widthZeroOrLessGivesAnEmptyString() {
    #expect("MESSI".truncated(toWidth: 0) == "")
    #expect("MESSI".truncated(toWidth: -3) == "")
    #expect("".truncated(toWidth: 0) == "")
  }

  @Test(arguments: 0...16)
  func resultNeverExceedsTheWidth(_ width: Int) {
    for text in ["Ángel DI MARÍA", "孫興慜 Son", "👨‍👩‍👧🇫🇷x", "A\u{301}B\u{301}C\u{301}"] {
      #expect(text.truncated(toWidth: width).displayWidth <= width, "\(text) at \(width)")
    }
  }
}
