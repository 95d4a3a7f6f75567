import Foundation
import Rendering
import TestSupport
import Testing

/// `help` is a screen like any other: each renderer draws it in its own format.
@Suite(.tags(.process, .externalTool), .skippedInFastLoop) struct HelpScreenTests {
  @Test(.enabled(if: ExternalTool.cmarkGFM.shouldRun, "needs cmark-gfm"))
  func helpInMarkdownIsATableNotAlignedLines() async throws {
    let cmark = try ExternalTool.cmarkGFM.require()
    let result = try await DemoExecutable.run(["--renderer", "markdown"], input: .pipe("help\n"))
    #expect(result.exitCode == 0)
    let help = try #require(result.standardOutput.components(separatedBy: "\n---\n\n").last)
    #expect(help.hasPrefix("# Help\n"))
    // No line laid out for a terminal: two spaces, a command, two spaces, its description.
    let aligned = result.standardOutput.split(separator: "\n").filter {
      $0.wholeMatch(of: #/  \S.*\S  +\S.*/#) != nil
    }
    #expect(aligned == [])
    let document = try CMarkGFM.parse(help, executable: cmark)
    let cells = document.all(named: "table_cell").map(\.allText)
    #expect(cells.contains("search TEXT"))
    #expect(cells.contains("Search by name"))
    #expect(cells.contains("quit"))
  }

  @Test func helpInJSONIsAScreenOfFields() async throws {
    let result = try await DemoExecutable.run(["--renderer", "json"], input: .pipe("help\n"))
    // The start, help, then the end of the input.
    let lines = result.standardOutput.split(separator: "\n")
    try #require(lines.count == 3)
    let help = try JSONDecoder().decode(Screen.self, from: Data(lines[1].utf8))
    #expect(help.title == "Help")
    #expect(help.scene == "help")
    guard case .fields(let fields) = help.blocks.first else {
      Issue.record("help holds \(help.blocks)")
      return
    }
    #expect(fields.first == Field("search TEXT", "Search by name", key: "search"))
    #expect(fields.last == Field("quit", "Quit", key: "quit"))
  }
}
