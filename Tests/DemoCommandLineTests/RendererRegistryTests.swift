import Rendering
import Testing

@testable import DemoCommandLine

@Suite struct RendererRegistryTests {
  /// A renderer of its own kind, to tell it from the standard ones.
  struct TitleRenderer: Renderer {
    func render(_ screen: Screen, in context: RenderContext) -> String {
      "title: " + screen.title.sanitizedForTerminal + "\n"
    }
  }

  @Test func holdsTheStandardRenderersWithTheirMedia() throws {
    let registry = RendererRegistry()
    #expect(registry.names == ["plain", "ansi", "markdown", "html", "json"])
    #expect(registry.entry(named: "plain")?.medium == .terminal)
    #expect(registry.entry(named: "html")?.medium == .document(frameSeparator: "\n"))
    #expect(registry.entry(named: "html")?.colored == false)
    #expect(registry.entry(named: "ansi")?.colored == true)
    #expect(registry.entry(named: "plain")?.colored == false)
    #expect(registry.entry(named: "markdown")?.medium == .document(frameSeparator: "\n---\n\n"))
    // JSON asks for line mode without posing as a document: one screen a line.
    #expect(registry.entry(named: "json")?.medium == .lines(frameSeparator: ""))
  }

  @Test func registeredRendererIsFoundByNameInAnyCase() throws {
    var registry = RendererRegistry()
    registry.register(TitleRenderer(), named: "title-only", medium: .terminal)
    #expect(registry.names == ["plain", "ansi", "markdown", "html", "json", "title-only"])
    let entry = try #require(registry.entry(named: "Title-Only"))
    #expect(
      entry.renderer.render(Screen(title: "Players"), in: RenderContext()) == "title: Players\n")
  }

  @Test func registeringANameAgainReplacesItInPlace() throws {
    var registry = RendererRegistry()
    registry.register(TitleRenderer(), named: "plain", medium: .terminal)
    #expect(registry.names == ["plain", "ansi", "markdown", "html", "json"])
    let entry = try #require(registry.entry(named: "plain"))
    #expect(entry.renderer.render(Screen(title: "X"), in: RenderContext()) == "title: X\n")
    #expect(registry.defaultEntry(outputIsTerminal: false).name == "plain")
    #expect(registry.defaultEntry(outputIsTerminal: true).name == "ansi")
  }

  @Test func optionsAndHelpFollowTheRegisteredNames() throws {
    var registry = RendererRegistry()
    registry.register(TitleRenderer(), named: "title-only", medium: .terminal)
    let options = try DemoOptions(
      parsing: ["--renderer", "TITLE-ONLY"], rendererNames: registry.names)
    #expect(options.renderer == "title-only")
    let error = #expect(throws: UsageError.self) {
      try DemoOptions(parsing: ["--renderer", "x"])
    }
    #expect(
      error?.message == "--renderer must be one of plain, ansi, markdown, html, json, not “x”")
    let help = DemoHelp.usage(rendererNames: registry.names)
    #expect(
      help.contains("--renderer NAME    plain, ansi, markdown, html, json or title-only (default:"))
  }

  @Test func longListsOfNamesWrapUnderTheDescriptionColumn() throws {
    let names = (1...12).map { "renderer-number-\($0)" }
    let help = DemoHelp.usage(rendererNames: names)
    let lines = help.split(separator: "\n")
    let start = try #require(lines.firstIndex { $0.hasPrefix("  --renderer NAME") })
    let listLines = lines[start...].prefix { !$0.hasPrefix("  --data") }
    #expect(listLines.count > 3)
    #expect(listLines.allSatisfy { $0.count <= 88 })
    #expect(listLines.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 20)) })
    #expect(names.allSatisfy { help.contains($0) })
  }
}
