import Foundation
import JSONRendering
import MarkdownRendering
import RendererConformance
import Rendering
import Testing

@Suite struct JSONConformanceTests {
  typealias Requirement = RendererConformance.Requirement

  /// Writes quotes in names as they are, as a hand-written renderer that forgets to escape
  /// them would.
  struct UnescapedQuotes: Renderer {
    func render(_ screen: Screen, in context: RenderContext) -> String {
      JSONRenderer().render(screen, in: context).replacingOccurrences(of: #"\""#, with: "\"")
    }
  }

  /// Draws the table as the Markdown renderer does but always marks the first row selected.
  struct SelectionBlind: Renderer {
    func render(_ screen: Screen, in context: RenderContext) -> String {
      var shown = screen
      shown.blocks = screen.blocks.map { block in
        guard case .table(var table) = block else { return block }
        table.selectedRow = table.selectedRow.map { _ in 0 }
        return .table(table)
      }
      return MarkdownRenderer().render(shown, in: context)
    }
  }

  /// Writes every status as an error.
  struct StatusBlind: Renderer {
    func render(_ screen: Screen, in context: RenderContext) -> String {
      var shown = screen
      shown.blocks = screen.blocks.map { block in
        guard case .status(let status) = block else { return block }
        return .status(Status(.error, message: status.message))
      }
      return MarkdownRenderer().render(shown, in: context)
    }
  }

  @Test func jsonRendererConformsReadAsJSON() {
    let report = RendererConformance.check(JSONRenderer(), skipping: [.lineWidth], markup: .json)
    #expect(report.failures.isEmpty, "\(report)")
    #expect(report.checkedRequirements == Set(Requirement.allCases).subtracting([.lineWidth]))
  }

  @Test func aNameWrittenWithoutEscapingFails() throws {
    let report = RendererConformance.check(UnescapedQuotes(), skipping: [.lineWidth], markup: .json)
    let failure = try #require(report.failures.first { $0.requirement == .noMarkupFromData })
    #expect(failure.screenName == "hostile data")
    #expect(report.failures.allSatisfy { $0.screenName == "hostile data" }, "\(report)")
  }

  @Test func theSameTextWhicheverRowIsSelectedFails() {
    let report = RendererConformance.check(SelectionBlind(), skipping: [.lineWidth])
    #expect(Set(report.failures.map(\.requirement)) == [.selectionShown], "\(report)")
  }

  @Test func aStatusThatAlwaysReadsAsAnErrorFails() {
    let report = RendererConformance.check(StatusBlind(), skipping: [.lineWidth])
    #expect(Set(report.failures.map(\.requirement)) == [.statusShown], "\(report)")
  }

  @Test func readsJSONStringsAsTextAndKeysAsStructure() {
    let json = MarkupLanguage.json
    #expect(
      json.visibleText(of: #"{"title":"MBAPP\u00c9 \ud83d\ude00","n":[7,-1.5e3]}"#)
        == "MBAPPÉ 😀 7 -1.5e3")
    #expect(
      json.markup(of: #"{"title":"a","rows":[{}]}"#).map(\.description)
        == ["element {", "attribute title", "attribute rows", "element [", "element {"])
    // A quote left in a string ends it: what follows is read as keys and invalid words.
    #expect(json.markup(of: #"{"title":"a"b"}"#).contains { $0.name == "invalid" })
  }

  @Test func everyScalarAScriptCouldActOnIsEscaped() throws {
    let title = "a\u{1B}[2J\u{7F}\u{9B}\u{202E}\u{2028}\"\\b"
    let output = JSONRenderer().render(Screen(title: title), in: RenderContext())
    #expect(output.unicodeScalars.allSatisfy { $0.isASCII && ($0.value >= 0x20 || $0 == "\n") })
    #expect(output.contains(#"\u001b[2J\u007f\u009b\u202e\u2028\"\\b"#))
    let decoded = try JSONDecoder().decode(Screen.self, from: Data(output.utf8))
    #expect(decoded.title == title)
  }
}
