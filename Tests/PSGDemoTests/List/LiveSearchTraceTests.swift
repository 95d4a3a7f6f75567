import MVVMC
import MVVMCTesting
import PlayerFeed
import TerminalUI
import Testing

@testable import PSGDemo

/// What `--trace` shows of a live search: each key echoed in the query, one search after the
/// pause.
@MainActor
@Suite struct LiveSearchTraceTests {
  /// The trace of a live search of `mba` typed in the list's field: `/`, `m`, `b`, `a`, the clock
  /// advanced by the search delay (a line of its own), then `Enter` twice.
  static func liveSearchTrace() async throws -> [String] {
    let scheduler = ManualScheduler()
    var lines: [String] = []
    let session = await DemoSession.loaded(
      isKeyDriven: true, scheduler: scheduler, trace: { lines.append($0) })
    let list = try #require(session.navigator.top as? PlayerListScene)
    lines.removeAll()

    for key in [Key.character("/"), .character("m"), .character("b"), .character("a")] {
      _ = list.handle(key)
    }
    lines.append("(the scheduler advances by \(session.coordinator.listViewModel.searchDelay))")
    scheduler.advance(by: session.coordinator.listViewModel.searchDelay)
    _ = list.handle(.enter)
    _ = list.handle(.enter)
    return lines
  }

  @Test func keysEchoAtOnceAndTheSearchFollowsOnceAfterThePause() async throws {
    let lines = try await Self.liveSearchTrace()
    let expected = [
      "binding PlayerListViewModel.searchQuery = m (1 listener)",
      "binding PlayerListViewModel.searchQuery = mb (1 listener)",
      "binding PlayerListViewModel.searchQuery = mba (1 listener)",
      "(the scheduler advances by 0.1 seconds)",
      "binding PlayerListViewModel.searchText = mba (1 listener)",
      "binding PlayerListViewModel.matches = 1 element (1 listener)",
      // The selection stays on row 1, so selectedIndex does not fire.
      "binding PlayerListViewModel.page = rows 1–1 of 1 (1 listener)",
      "binding PlayerListViewModel.selectedPlayer = 7 Kylian MBAPPÉ (id 32) (1 listener)",
      "coordinator AppCoordinator started PlayerDetailCoordinator",
      "navigation push Kylian MBAPPÉ",
    ]
    // Each expected line comes after the one before it.
    var position = lines.startIndex
    for line in expected {
      guard let found = lines[position...].firstIndex(of: line) else {
        Issue.record("“\(line)” is missing after line \(position) of the trace:\n\(lines)")
        return
      }
      position = found + 1
    }
    #expect(lines.first == expected.first)
    #expect(lines.filter { $0.hasPrefix("binding PlayerListViewModel.searchText") }.count == 1)
    #expect(lines.count == expected.count)
  }

  /// Line mode marks the player opened, by `open 1` as by a route, with one change.
  @Test(arguments: ["open 1", "goto players/player/id/32"])
  func openingAPlayerInLineModeMarksThemOnce(line: String) async throws {
    var lines: [String] = []
    let session = await DemoSession.loaded(trace: { lines.append($0) })
    lines.removeAll()
    try await session.run(line)
    let marked = lines.filter { $0.hasPrefix("binding PlayerListViewModel.selectedPlayer") }
    #expect(marked.count == 1, "\(lines)")
  }
}
