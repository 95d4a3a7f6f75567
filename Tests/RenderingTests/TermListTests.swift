import Rendering
import Testing

/// The one layout of every "term, then its description" list: the in-app help, `--help` and
/// the full-screen key overlay.
@Suite struct TermListTests {
  static let commands = TermList([
    ("search TEXT", "Search by name"), ("open N", "Show the player on row N"), ("quit", "Quit"),
  ])

  @Test func wideDescriptionsShareOneColumnTwoSpacesAfterTheWidestTerm() {
    #expect(
      Self.commands.lines(width: 60) == [
        "  search TEXT  Search by name",
        "  open N       Show the player on row N",
        "  quit         Quit",
      ])
  }

  @Test func wideDescriptionsWrapUnderTheirColumn() {
    // 32 columns leave 17 for the descriptions, one more than the minimum.
    #expect(
      Self.commands.lines(width: 32) == [
        "  search TEXT  Search by name",
        "  open N       Show the player",
        "               on row N",
        "  quit         Quit",
      ])
  }

  @Test func narrowPutsEachDescriptionBelowItsTermIndentedTwoMore() {
    // 30 columns would leave 15, one fewer than the minimum.
    #expect(
      Self.commands.lines(width: 30) == [
        "  search TEXT",
        "    Search by name",
        "  open N",
        "    Show the player on row N",
        "  quit",
        "    Quit",
      ])
    #expect(Self.commands.isWide(width: 31))
    #expect(!Self.commands.isWide(width: 30))
  }

  @Test func narrowWrapsTermsAndDescriptionsAndKeepsHalfTheLineForWords() {
    #expect(
      Self.commands.lines(width: 10) == [
        "  search",
        "  TEXT",
        "    Search",
        "    by",
        "    name",
        "  open N",
        "    Show",
        "    the",
        "    player",
        "    on row",
        "    N",
        "  quit",
        "    Quit",
      ])
    // At 6 columns the descriptions start at 3, not 4.
    #expect(TermList([("quit", "Go now")]).lines(width: 6) == ["  quit", "   Go", "   now"])
  }

  @Test func wideCharactersAreMeasuredInColumns() {
    // 孫興慜 takes 6 columns: the descriptions start at column 10.
    let list = TermList([("孫興慜", "공격수 손흥민 토트넘"), ("⚽", "Goal"), ("?", "Help")])
    #expect(
      list.lines(width: 26) == [
        "  孫興慜  공격수 손흥민",
        "          토트넘",
        "  ⚽      Goal",
        "  ?       Help",
      ])
    #expect(
      list.lines(width: 24) == [
        "  孫興慜", "    공격수 손흥민 토트넘", "  ⚽", "    Goal", "  ?", "    Help",
      ])
  }

  @Test func widthOneCutsEveryWordIntoColumnsAndShowsWiderCharactersAsEllipses() {
    #expect(
      TermList([("quit", "Quit it")]).lines(width: 1) == [
        "q", "u", "i", "t", "Q", "u", "i", "t", "i", "t",
      ])
    #expect(TermList([("孫", "⚽")]).lines(width: 1) == ["…", "…"])
    for width in [0, -1, Int.min] {
      #expect(Self.commands.lines(width: width) == Self.commands.lines(width: 1))
    }
  }

  @Test func hugeWidthsAndTermWidthsNeitherTrapNorPad() {
    #expect(Self.commands.lines(width: Int.max) == Self.commands.lines(width: 60))
    let hugeTerms = TermList([("quit", "Quit")], termWidth: Int.max)
    #expect(hugeTerms.termWidth == Int.max)
    #expect(!hugeTerms.isWide(width: Int.max))
    #expect(hugeTerms.lines(width: 80) == ["  quit", "    Quit"])
    #expect(!hugeTerms.isWide(width: Int.min))
  }

  @Test func listsLaidOutOneAfterTheOtherCanShareTheirTermColumn() {
    let scene = [TermList.Entry("f", "Filter")]
    let global = [TermList.Entry("Ctrl-C", "Quit")]
    let keys = TermList.widestTerm(of: scene + global)
    #expect(keys == 6)
    #expect(TermList(scene, termWidth: keys).lines(width: 40) == ["  f       Filter"])
    #expect(TermList(global, termWidth: keys).lines(width: 40) == ["  Ctrl-C  Quit"])
    // A term width narrower than a term is widened to it.
    #expect(TermList(global, termWidth: 1).termWidth == 6)
  }

  @Test func noLineEndsWithASpaceOrIsWiderThanTheWidth() {
    let list = TermList([
      ("search TEXT", "Search by name, ignoring case and accents: di maria finds Ángel DI MARÍA"),
      ("", ""), ("quit", ""), ("孫興慜 손흥민", "⚽ 공격수"),
      (String(repeating: "x", count: 50), "a term wider than most lines"),
    ])
    for width in 1...90 {
      for line in list.lines(width: width) {
        #expect(line.displayWidth <= width, "\(width): \(line)")
        #expect(line.last != " ", "\(width): \(line)")
      }
    }
    // The empty entry has no line; `quit` has its own.
    #expect(list.lines(width: 200).contains("  quit"))
  }
}
