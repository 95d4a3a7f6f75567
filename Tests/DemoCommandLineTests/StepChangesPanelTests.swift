import MVVMC
import PSGDemo
import Rendering
import TerminalUI
import TestSupport
import Testing

@testable import DemoCommandLine

/// The full-screen panel's `d`: what the latest step changed across the stack, each box old
/// → new under its listeners, the coordinators started, ended and freed, instead of the
/// boxes now; `d` again shows the boxes now.
@MainActor
@Suite struct StepChangesPanelTests {
  @Test func dTogglesBetweenNowAndWhatTheStepChanged() async throws {
    let run = try await FullScreenRun(size: TerminalSize(columns: 160, rows: 50))
    run.terminal.type("i")
    run.terminal.send(Array("\u{1B}[B".utf8))
    run.terminal.type("\t")
    #expect(run.terminal.screenLines.last?.contains("d Changes") == true)
    run.terminal.type("d")
    #expect(run.section("Boxes of Players").isEmpty, "\(run.panel)")
    #expect(
      run.section("Changed at this step · key ↓") == [
        "PlayerListViewModel.selectedIndex → PlayerListScene", "  - 0", "  + 1",
      ], "\(run.panel)")

    // Enter opens a player: a box of the list, which is under the page, and a child started.
    run.terminal.type("\t\r\t")
    let opened = run.section("Changed at this step · key Enter")
    #expect(opened.contains("AppCoordinator started PlayerDetailCoordinator"), "\(run.panel)")
    #expect(opened.first == "PlayerListViewModel.selectedPlayer → PlayerListScene", "\(opened)")
    #expect(opened.dropFirst().prefix(2) == ["  - nil", "  + 16 Sergio RICO (id 2)"])

    // Esc with the keys back on the scene: the child ends, and its three objects are freed.
    run.terminal.type("\t")
    run.terminal.send([0x1B])
    run.hostScheduler.advance(by: FullScreenHost.defaultEscapeDelay)
    #expect(
      run.section("Changed at this step · key Esc") == [
        "PlayerDetailCoordinator cancelled", "freed PlayerDetailCoordinator",
        "freed PlayerDetailScene: Sergio RICO", "freed PlayerDetailViewModel",
      ], "\(run.panel)")

    run.terminal.type("\td")
    #expect(run.section("Changed at this step · key Esc").isEmpty, "\(run.panel)")
    #expect(run.section("Boxes of Players").contains { $0.hasPrefix("searchQuery") })
  }
}
