import HTMLRendering
import MarkdownRendering
import RendererConformance
import Rendering
import Testing

@Suite struct MarkupConformanceTests {
  typealias Requirement = RendererConformance.Requirement

  /// What the test renderers below leave out on purpose: they write strings, not states.
  static let notStates: Set<Requirement> = [
    .lineWidth, .selectionShown, .currentChoiceShown, .statusShown,
  ]

  @Test func htmlRendererConforms() {
    let report = RendererConformance.check(HTMLRenderer(), skipping: [.lineWidth], markup: .html)
    #expect(report.failures.isEmpty, "\(report)")
    #expect(report.checkedRequirements.contains(.noMarkupFromData))
  }

  @Test func htmlOutputIsRecognisedWithoutBeingDeclared() {
    let report = RendererConformance.check(HTMLRenderer(), skipping: [.lineWidth])
    #expect(report.failures.isEmpty, "\(report)")
    #expect(report.checkedRequirements.contains(.noMarkupFromData))
  }

  @Test func markdownRendererConformsReadAsMarkdown() {
    let report = RendererConformance.check(
      MarkdownRenderer(), skipping: [.lineWidth], markup: .markdown)
    #expect(report.failures.isEmpty, "\(report)")
    #expect(report.checkedRequirements == Set(Requirement.allCases).subtracting([.lineWidth]))
  }

  @Test func dataCopiedIntoThePageFailsWithTheSampleAndAnExcerpt() throws {
    let report = RendererConformance.check(
      MarkupTestRenderers.Unescaped(), skipping: Self.notStates)
    // Markup swallows some words too.
    #expect(Set(report.failures.map(\.requirement)) == [.noMarkupFromData, .everyTextShown])
    let failure = try #require(report.failures.first { $0.requirement == .noMarkupFromData })
    #expect(failure.screenName == "hostile data")
    // The first is the visible form of U+009B, a tag once written unescaped; the `<script>` an
    // address opened swallows the rest of the page, as it would in a browser.
    #expect(
      failure.message
        == "the data became HTML markup: element u+009b, element u+202e, element script, "
        + "attribute onclick, attribute onfocus")
    #expect(failure.excerpt == "<U+009B>")
  }

  @Test func characterReferencesAreReadAsTheCharactersTheyStandFor() {
    let report = RendererConformance.check(
      MarkupTestRenderers.CharacterReferences(), skipping: Self.notStates)
    #expect(report.failures.isEmpty, "\(report)")
    // Read as plain text, the same page seems to drop every accented word.
    let asText = RendererConformance.check(
      MarkupTestRenderers.CharacterReferences(), skipping: Self.notStates,
      markup: MarkupLanguage(name: "text", visibleText: { $0 }, markup: { _ in [] }))
    #expect(asText.failures.map(\.requirement).contains(.everyTextShown))
  }

  @Test func markdownCopiedAsItIsFails() {
    struct RawMarkdown: Renderer {
      func render(_ screen: Screen, in context: RenderContext) -> String {
        MarkupTestRenderers.strings(of: screen).map { $0.text.sanitizedForTerminal }
          .joined(separator: "\n\n") + "\n"
      }
    }
    let report = RendererConformance.check(RawMarkdown(), skipping: [.lineWidth], markup: .markdown)
    let failure = report.failures.first { $0.requirement == .noMarkupFromData }
    #expect(failure?.screenName == "hostile data")
    #expect(failure?.message.contains("link") == true)
  }

  @Test func readsHTMLAsABrowserWould() {
    let html = MarkupLanguage.html
    #expect(
      html.visibleText(of: "<p title=\"t\">MBAPP&#201; &amp; <b>co</b>&#x21;</p><style>p{}</style>")
        == " t MBAPPÉ & co!")
    #expect(
      html.markup(of: "<a href='x.html' rel=up>x</a><img src=\"a.png\" alt=\"&quot;>\"><!-- c -->")
        .map(\.description)
        == [
          "element a", "attribute href", "attribute rel", "link", "element img", "attribute src",
          "attribute alt", "image", "element !--",
        ])
    #expect(html.markup(of: "a &lt;b&gt; 1 < 2").isEmpty)
  }

  @Test func readsMarkdownEscapesAsText() {
    let markdown = MarkupLanguage.markdown
    #expect(markdown.markup(of: "\\*not\\* \\[x\\]\\(y\\) \\<b\\>").isEmpty)
    #expect(
      markdown.markup(of: "[**x**](a_b.md) ![p](i.png) <b>").map(\.description)
        == [
          "formatting *", "formatting *", "formatting *", "formatting *", "link", "image",
          "element b",
        ])
    #expect(markdown.visibleText(of: "MBAPP&#201; \\*") == "MBAPPÉ *")
  }
}
