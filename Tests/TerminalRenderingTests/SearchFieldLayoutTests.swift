import Rendering
import TerminalRendering
import Testing

/// A focused search field shows a caret where the next character goes; an unfocused one lays
/// out as it always did.
@Suite struct SearchFieldLayoutTests {
  private func line(_ field: SearchField) -> StyledLine {
    let screen = Screen(title: "", blocks: [.search(field)])
    return TerminalLayout(width: 40).lines(for: screen).first { !$0.runs.isEmpty } ?? StyledLine()
  }

  private func text(_ field: SearchField) -> String {
    line(field).runs.map(\.text).joined()
  }

  @Test func theCaretSitsAtTheCursor() {
    let field = SearchField(label: "Search", text: "mba", isFocused: true, cursorOffset: 2)
    #expect(
      line(field).runs == [
        StyledRun("Search:", style: .label), StyledRun(" "), StyledRun("mb"),
        StyledRun("|", style: .actionKey), StyledRun("a"),
      ])
  }

  @Test func theCaretDefaultsToTheEndAndStaysInsideTheText() {
    #expect(
      text(SearchField(label: "Search", text: "Mbappé", isFocused: true)) == "Search: Mbappé|")
    #expect(
      text(SearchField(label: "Search", text: "Mbappé", isFocused: true, cursorOffset: 99))
        == "Search: Mbappé|")
    #expect(
      text(SearchField(label: "Search", text: "Mbappé", isFocused: true, cursorOffset: -4))
        == "Search: |Mbappé")
    // Offsets count characters: a decomposed é is one.
    #expect(
      text(SearchField(label: "Search", text: "Mbappe\u{301}x", isFocused: true, cursorOffset: 6))
        == "Search: Mbappe\u{301}|x")
  }

  @Test func anEmptyFocusedFieldShowsTheCaretBeforeThePlaceholder() {
    let field = SearchField(label: "Search", text: "", placeholder: "type a name", isFocused: true)
    #expect(text(field) == "Search: |(type a name)")
    #expect(line(field).runs.last == StyledRun("(type a name)", style: .secondary))
  }

  @Test func anUnfocusedFieldLaysOutAsBefore() {
    let field = SearchField(label: "Search", text: "mba", cursorOffset: 1)
    #expect(
      line(field).runs == [StyledRun("Search:", style: .label), StyledRun(" "), StyledRun("mba")])
    #expect(
      text(SearchField(label: "Search", text: "", placeholder: "type a name"))
        == "Search: (type a name)")
  }

  @Test func hostileTextAroundTheCaretIsStillSanitised() {
    let field = SearchField(
      label: "Search", text: "a\u{1B}[2Jb\u{9B}31m", isFocused: true, cursorOffset: 2)
    let shown = text(field)
    #expect(shown.contains("|"))
    #expect(!shown.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B })
  }
}
