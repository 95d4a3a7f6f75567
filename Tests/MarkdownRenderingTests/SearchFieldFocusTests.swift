import MarkdownRendering
import Rendering
import Testing

/// Markdown is read, not typed into: a focused field renders as an unfocused one.
@Suite struct SearchFieldFocusTests {
  @Test func focusAndCursorChangeNothing() {
    func render(_ field: SearchField) -> String {
      MarkdownRenderer().render(
        Screen(title: "Players", blocks: [.search(field)]), in: RenderContext())
    }
    let plain = render(SearchField(label: "Search", text: "mba"))
    #expect(plain.contains("mba"))
    #expect(
      render(SearchField(label: "Search", text: "mba", isFocused: true, cursorOffset: 1)) == plain)
  }
}
