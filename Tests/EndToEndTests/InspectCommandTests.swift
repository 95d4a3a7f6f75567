import Foundation
import TestSupport
import Testing

/// `inspect` in line mode shows the coordinators, the stack with routes, the top scene's boxes
/// and the latest events, with every renderer, since it is a screen like the others.
@Suite(.tags(.process), .skippedInFastLoop) struct InspectCommandTests {
  @Test(arguments: ["plain", "ansi", "markdown", "html"])
  func inspectShowsTheTreeTheStackTheBoxesAndTheEvents(renderer: String) async throws {
    let result = try await DemoExecutable.run(
      [
        "--renderer", renderer, "--width", "100", "--color",
        renderer == "ansi" ? "always" : "never",
      ],
      input: .pipe("search mba\nopen 1\ninspect\n"))
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    if renderer == "ansi" { #expect(result.standardOutput.contains("\u{1B}[")) }
    let output = result.standardOutput.replacing(/\x{1B}\[[0-9;]*m/, with: "")
    let inspection = try #require(output.range(of: "Inspector")).lowerBound
    let shown = String(output[inspection...])
    for expected in [
      "Coordinators", "AppCoordinator: Players", "└ PlayerDetailCoordinator: Kylian MBAPPÉ",
      "Stack", "Players · players?search=mba", "Kylian MBAPPÉ · players?search=mba/player/id/32",
      // The page's player is a constant: the page has no boxes.
      "Boxes of Kylian MBAPPÉ", "Events", "navigation push Kylian MBAPPÉ",
      "coordinator AppCoordinator started PlayerDetailCoordinator",
      // Each command heads the events it caused.
      "command search mba", "command open 1",
      "binding searchText = mba → PlayerListScene",
    ] {
      // Markdown escapes `=` and `:`; compare without its backslashes.
      #expect(
        shown.replacingOccurrences(of: "\\", with: "").contains(expected),
        "\(renderer): \(expected)")
    }
  }

  @Test func inspectIsListedInTheHelp() async throws {
    let result = try await DemoExecutable.run(["--help"])
    #expect(result.standardOutput.contains("inspect"))
  }
}
