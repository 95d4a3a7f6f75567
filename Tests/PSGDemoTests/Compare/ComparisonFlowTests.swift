import MVVMC
import MVVMCTesting
import PlayerFeed
import Rendering
import TerminalUI
import Testing

@testable import PSGDemo

/// "Compare two players", built on the framework: the `compare` action added to a player's
/// page, the framework's picker, the comparison, and routes below the page, both ways.
@MainActor
@Suite struct ComparisonFlowTests {
  private func loadedSession(keys: Bool = false) async -> (DemoSession, FlowRecorder) {
    let harness = await SessionHarness(isKeyDriven: keys, recording: .fromStart)
    return (harness.session, harness.flow)
  }

  private var mbappe: Player { Squad.paris2021.first { $0.name == "Kylian MBAPPÉ" }! }
  private var messi: Player { Squad.paris2021.first { $0.name == "Lionel MESSI" }! }

  @Test func comparePicksAPlayerAndBackReturnsToThePage() async throws {
    let (session, flow) = await loadedSession()
    try session.open(.player(id: mbappe.id))
    try await session.run("compare")
    #expect(session.navigator.breadcrumb.last == "Compare Kylian MBAPPÉ with…")
    #expect(session.currentRoute?.address == "player/id/\(mbappe.id)/compare")
    try await session.run("search messi")
    try await session.run("1")
    #expect(
      session.navigator.breadcrumb == [
        "Players", "Kylian MBAPPÉ", "Kylian MBAPPÉ and Lionel MESSI",
      ])
    #expect(session.currentRoute?.address == "player/id/\(mbappe.id)/compare/\(messi.id)")
    let screen = session.currentScreen()
    let words = screen.blocks.compactMap { block -> String? in
      if case .text(let text, _) = block { return text }
      return nil
    }
    #expect(words == ["More goals: Kylian MBAPPÉ", "Older: Lionel MESSI", "Taller: Kylian MBAPPÉ"])
    try await session.run("back")
    #expect(session.navigator.breadcrumb == ["Players", "Kylian MBAPPÉ"])
    try await session.run("back")
    #expect(session.coordinator.children.isEmpty)
    flow.expectFreed()
  }

  /// The picker's boxes are traced like the list's, and its view model goes once a player is
  /// chosen: the comparison shown next does not keep it.
  @Test func thePickersBoxesAreTracedAndItsViewModelGoesWithItsFlow() async throws {
    var lines: [String] = []
    let session = await DemoSession.loaded(trace: { lines.append($0) })
    try session.open(.player(id: mbappe.id))
    _ = try await session.execute(try #require(Command(parsing: "compare")))
    weak let picker = try #require(session.navigator.top as? PlayerPickerScene).viewModel
    lines.removeAll()
    _ = try await session.execute(try #require(Command(parsing: "search mes")))
    #expect(lines.contains { $0.hasPrefix("binding PickerViewModel.query = mes") }, "\(lines)")
    _ = try await session.execute(try #require(Command(parsing: "1")))
    #expect(session.navigator.top is ComparisonScene)
    #expect(picker == nil)
  }

  @Test func backFromThePickerEndsTheFlowOnceCancelled() async throws {
    let (session, flow) = await loadedSession()
    try session.open(.player(id: mbappe.id))
    flow.skipEvents()
    try await session.run("compare")
    try await session.run("back")
    #expect(session.navigator.breadcrumb == ["Players", "Kylian MBAPPÉ"])
    flow.expectEvents([
      .coordinator(.childAdded(parent: "PlayerDetailCoordinator", child: "ComparisonCoordinator")),
      .coordinator(
        .childAdded(parent: "ComparisonCoordinator", child: "PickerCoordinator<Player>")),
      .navigation(.pushed("Compare Kylian MBAPPÉ with…")),
      .navigation(.popped("Compare Kylian MBAPPÉ with…")),
      .coordinator(.childFinished(child: "PickerCoordinator<Player>", outcome: "cancelled")),
      .coordinator(
        .childRemoved(parent: "ComparisonCoordinator", child: "PickerCoordinator<Player>")),
      .coordinator(.childFinished(child: "ComparisonCoordinator", outcome: "cancelled")),
      .coordinator(
        .childRemoved(parent: "PlayerDetailCoordinator", child: "ComparisonCoordinator")),
    ])
    flow.expectFreed()
  }

  /// The picker offers every loaded player but the page's, and holds the list's players
  /// themselves: indices of the players offered, never a copy of them. Its search, through
  /// the list's index, ignores case and accents as the list's does.
  @Test func thePickerSharesTheLoadedPlayersAndLeavesThePagesOut() async throws {
    let harness = await SessionHarness()
    try harness.session.open(.player(id: mbappe.id))
    try await harness.session.run("compare")
    let scene = try #require(harness.session.navigator.top as? PlayerPickerScene)
    let picker = scene.viewModel
    let loaded = harness.list.loadedPlayers
    #expect(
      picker.options.withUnsafeBufferPointer { $0.baseAddress }
        == loaded.withUnsafeBufferPointer { $0.baseAddress })
    let offered = picker.matches.value.map { picker.options[$0] }
    #expect(offered == loaded.filter { $0.id != mbappe.id })
    try await harness.session.run("search mba")
    #expect(picker.matches.value.isEmpty)
    try await harness.session.run("search mes")
    #expect(picker.matches.value.map { picker.options[$0].name } == ["Lionel MESSI"])
    try await harness.session.run("search di maria")
    #expect(picker.matches.value.map { picker.options[$0].name } == ["Ángel DI MARÍA"])
  }

  @Test func keysOpenThePickerChooseAndGoBack() async throws {
    let (session, _) = await loadedSession(keys: true)
    try session.open(.player(id: mbappe.id))
    let page = try #require(session.navigator.top)
    #expect(page.handle(.character("c")) == .handled)
    let picker = try #require(session.navigator.top)
    #expect(picker.keyHints.first?.keys == "↑/↓")
    #expect(picker.handle(.end) == .handled)
    #expect(picker.handle(.enter) == .handled)
    let comparison = try #require(session.navigator.top as? ComparisonScene)
    #expect(comparison.viewModel.right.name == "Lionel MESSI")
    #expect(comparison.handle(.escape) == .handled)
    #expect(session.navigator.breadcrumb == ["Players", "Kylian MBAPPÉ"])
  }

  /// Reading the route of each screen of the flow and opening it in a fresh session gives the
  /// same stack and the same screen.
  @Test func theRoutesReopenTheSameStackAndScreen() async throws {
    let (session, _) = await loadedSession()
    try session.open(.player(id: mbappe.id))
    for line in ["compare", "search mes", "1"] {
      try await session.run(line)
      let route = try #require(session.currentRoute)
      let (fresh, _) = await loadedSession()
      try fresh.open(try RoutePath(parsing: route.address))
      #expect(fresh.navigator.breadcrumb == session.navigator.breadcrumb, "\(route.address)")
      #expect(fresh.currentScreen() == session.currentScreen(), "\(route.address)")
    }
  }

  @Test func anUnknownPlayerIsARouteError() async throws {
    let (session, _) = await loadedSession()
    #expect(throws: RouteError.self) {
      try session.open(RoutePath(parsing: "player/id/\(mbappe.id)/compare/99999"))
    }
    #expect(session.navigator.breadcrumb == ["Players"])
  }

  /// The picker pages as the list and the scorers do: `next` and `prev`, with `page-down` and
  /// `page-up` as other spellings, and an error past either end.
  @Test func nextAndPrevPageThroughThePicker() async throws {
    let session = await DemoSession.loaded(pageSize: 5)
    try session.open(.player(id: mbappe.id))
    try await session.run("compare")
    func rows() -> String {
      session.currentScreen().blocks.compactMap { block -> String? in
        if case .text(let text, role: .secondary) = block { return text }
        return nil
      }.joined()
    }
    #expect(rows() == "Players 1–5 of 34")
    await #expect(throws: CommandError.self) { try await session.run("prev") }
    try await session.run("next")
    #expect(rows() == "Players 6–10 of 34")
    try await session.run("page-down")
    #expect(rows() == "Players 11–15 of 34")
    try await session.run("page-up")
    try await session.run("prev")
    #expect(rows() == "Players 1–5 of 34")
    for _ in 1..<7 { try await session.run("next") }
    #expect(rows() == "Players 30–34 of 34")
    await #expect(throws: CommandError.self) { try await session.run("next") }
  }
}
