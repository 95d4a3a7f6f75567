import HTMLRendering
import Rendering
import Testing

/// `render(_:beside:in:)`: a second screen in an `<aside>` after the main content, escaped as
/// the first is.
@Suite struct HTMLRendererAsideTests {
  private let context = RenderContext()

  @Test func theAsideFollowsTheMainContentHeadedAndLabelledByItsTitle() {
    let main = Screen(
      title: "Players", blocks: [.text("the list")],
      actions: [ScreenAction(command: "", label: "Next step", destination: Destination("step/2"))]
    )
    let aside = Screen(
      title: "Inspector", breadcrumb: ["Hidden"], blocks: [.text("the panel")],
      actions: [ScreenAction(command: "", label: "Not here", destination: Destination("x"))],
      back: Destination("back"))
    let page = HTMLRenderer().render(main, beside: aside, in: context)
    #expect(
      page.contains(
        "</main>\n<aside aria-label=\"Inspector\">\n<h2>Inspector</h2>\n<p>the panel</p>\n"
          + "</aside>\n<nav class=\"links\""))
    #expect(page.contains("<a href=\"step-2.html\">Next step</a>"))
    // The aside's breadcrumb, back link and actions are not the page's.
    #expect(!page.contains("Hidden"))
    #expect(!page.contains("Not here"))
    #expect(!page.contains("back.html"))
    // Without an aside, the same page as `render(_:in:)` writes.
    #expect(!HTMLRenderer().render(main, in: context).contains("<aside"))
  }

  @Test func theAsidesTextIsEscapedAndItsFieldsNumberedAfterTheMainOnes() {
    let main = Screen(title: "Players", blocks: [.search(SearchField(label: "Search", text: ""))])
    let aside = Screen(
      title: "<b>\"x\"</b>",
      blocks: [.text("<script>alert(1)</script>"), .search(SearchField(label: "Find", text: ""))])
    let page = HTMLRenderer().render(main, beside: aside, in: context)
    #expect(!page.contains("<b>"))
    #expect(!page.contains("<script>alert"))
    #expect(page.contains("<aside aria-label=\"&lt;b&gt;&quot;x&quot;&lt;/b&gt;\">"))
    #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(page.contains("id=\"search-1\""))
    #expect(page.contains("id=\"search-2\""))
  }
}
