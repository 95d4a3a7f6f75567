import MVVMC
import MVVMCTesting
import PSGDemo
import PlayerFeed
import Rendering
import TerminalUI
import Testing

@testable import DemoCommandLine

/// The inspector in the full-screen demo: opened on the list, it follows a typed search, a
/// player opened and the way back, at the two sizes a terminal usually has.
@MainActor
@Suite struct FullScreenInspectorTests {
  /// Whether `shown` is `full`, or `full` cut to the panel's width with an ellipsis.
  private func shows(_ shown: String?, _ full: String) -> Bool {
    guard let shown else { return false }
    return shown == full || (shown.hasSuffix("…") && full.hasPrefix(shown.dropLast()))
  }

  @Test(arguments: [(80, 24), (120, 40)])
  func followsASearchAPlayerAndTheWayBack(columns: Int, rows: Int) async throws {
    let run = try await FullScreenRun(size: TerminalSize(columns: columns, rows: rows))
    #expect(run.terminal.screenLines.last?.contains("i Inspect  ? Help  q Quit") == true)
    run.terminal.type("i")
    #expect(run.panel.first == "Inspector", "\(run.terminal.screenLines)")
    #expect(run.section("Coordinators") == ["AppCoordinator: Players"])
    #expect(run.section("Stack") == ["1  Players · players"])
    #expect(shows(run.section("Boxes").first, "searchQuery =  · 1 listener"))

    // Typing: the typed query fires at once, the search only once the delay has passed.
    run.terminal.type("/mba")
    #expect(shows(run.section("Boxes").first, "searchQuery = mba · 1 listener"))
    #expect(shows(run.section("Boxes").dropFirst().first, "searchText =  · 1 listener"))
    #expect(run.section("Events").first.map { shows($0, "#10 binding searchQuery = mba") } == true)
    run.searchScheduler.advance(by: PlayerListViewModel.defaultSearchDelay)
    #expect(shows(run.section("Boxes").dropFirst().first, "searchText = mba · 1 listener"))
    let events = run.section("Events")
    #expect(shows(events.first, "#13 binding page = rows 1–1 of 1"), "newest first: \(events)")
    #expect(shows(events.dropFirst(2).first, "#11 binding searchText = mba"), "\(events)")
    #expect(shows(events.dropFirst(3).first, "#10 binding searchQuery = mba"), "\(events)")
    #expect(shows(run.section("Stack").first, "1  Players · players?search=mba"))

    // Leaving the field, then opening the one match: a child coordinator and its scene.
    run.terminal.type("\r\r")
    let tree = run.section("Coordinators")
    #expect(tree.count == 2 && tree[0] == "AppCoordinator: Players", "\(tree)")
    #expect(shows(tree.last, "└ PlayerDetailCoordinator: Kylian MBAPPÉ"), "\(tree)")
    #expect(shows(run.section("Stack").last, "2  Kylian MBAPPÉ · players?search=mba/player/id/32"))
    #expect(shows(run.section("Boxes").first, "player = 7 Kylian MBAPPÉ (id 32) · 0 listeners"))
    #expect(shows(run.section("Events").first, "#16 navigation push Kylian MBAPPÉ"))

    // Back: the child ends cancelled and leaves the tree.
    run.terminal.send([0x1B])
    run.hostScheduler.advance(by: FullScreenHost.defaultEscapeDelay)
    #expect(run.section("Coordinators") == ["AppCoordinator: Players"])
    #expect(run.section("Stack").count == 1)
    let back = run.section("Events")
    #expect(shows(back.first, "#19 coordinator AppCoordinator removed PlayerDetailCoordinator"))
    #expect(shows(back.dropFirst().first, "#18 coordinator PlayerDetailCoordinator cancelled"))
    #expect(shows(back.dropFirst(2).first, "#17 navigation pop Kylian MBAPPÉ"), "\(back)")

    run.terminal.type("i")
    #expect(run.panel.isEmpty)
  }
}

extension FullScreenRun {
  /// What the panel beside the scene shows, line by line, without trailing spaces.
  var panel: [String] {
    terminal.screenLines.compactMap { line in
      line.firstIndex(of: "│").map {
        String(line[line.index(after: $0)...]).droppingTrailingSpaces()
      }
    }
  }

  /// The panel's items under `heading`, up to the next heading.
  func section(_ heading: String) -> [String] {
    let lines = panel
    guard let start = lines.firstIndex(of: "  " + heading) else { return [] }
    return Array(lines[(start + 1)...].prefix { $0.hasPrefix("    ") || $0.isEmpty })
      .filter { !$0.isEmpty }.map { String($0.dropFirst(4)) }
  }
}
