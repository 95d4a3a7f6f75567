import Foundation
import Rendering
import TestSupport
import Testing

/// Without commands, `psg-demo` prints the first screen and ends.
@Suite(.tags(.process, .externalTool), .skippedInFastLoop) struct FirstScreenTests {
  @Test func emptyInputPrintsTheFirstScreenOnly() async throws {
    let result = try await DemoExecutable.run([])
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    let transcript = Transcript(result.standardOutput)
    #expect(transcript.breadcrumbs == ["Players"])
    let rows = transcript.tableRows(inFrame: 0)
    #expect(rows.count == 35)
    #expect(rows.first == "   1    1  Keylor NAVAS             Goalkeeper")
    #expect(rows.last == "  35   30  Lionel MESSI             Forward")
    #expect(result.standardOutput.contains("\nPlayers 1–35 of 35\n"))
    // A pipe is not a terminal: no prompt, no colours.
    #expect(!result.standardOutput.contains("psg>"))
    #expect(result.standardOutput.controlSequences == [])
  }

  @Test(.enabled(if: ExternalTool.cmarkGFM.shouldRun, "needs cmark-gfm"))
  func markdownFirstScreenIsATableOf35Players() async throws {
    let cmark = try ExternalTool.cmarkGFM.require()
    let result = try await DemoExecutable.run(["--renderer", "markdown"])
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    let document = try CMarkGFM.parse(result.standardOutput, executable: cmark)
    let tables = document.all(named: "table")
    try #require(tables.count == 1)
    #expect(tables[0].children(named: "table_header").count == 1)
    let rows = tables[0].children(named: "table_row")
    #expect(rows.count == 35)
    #expect(rows.first?.allText.contains("Keylor NAVAS") == true)
    #expect(rows.last?.allText.contains("Lionel MESSI") == true)
    // One frame: each frame has one top-level heading, its title.
    let titles = document.all(named: "heading").filter { $0.attributes["level"] == "1" }
    #expect(titles.map(\.allText) == ["Players"])
  }
}
