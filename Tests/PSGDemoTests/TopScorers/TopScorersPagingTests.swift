import MVVMC
import PlayerFeed
import Rendering
import TerminalUI
import Testing

@testable import PSGDemo

/// The top scorers in pages of the session's page size: `next`, `prev`, the keys and the
/// route all show the same pages, and a page's route reopens it.
@MainActor
@Suite struct TopScorersPagingTests {
  private func rowNumbers(of screen: Screen) -> [String] {
    for case .table(let table) in screen.blocks {
      return table.rows.map { $0.cells[0].text }
    }
    return []
  }

  @Test func nextAndPrevTurnThePagesAndTheRouteNamesThePage() async throws {
    let live = await DemoSession.loaded(pageSize: 10)
    _ = try await live.execute(.init(.scorers))
    #expect(rowNumbers(of: live.currentScreen()) == (1...10).map(String.init))
    #expect(live.currentRoute == .scorers)
    for _ in 1...3 { _ = try await live.execute(.next) }
    #expect(rowNumbers(of: live.currentScreen()) == (31...35).map(String.init))
    #expect(live.currentRoute?.address == "scorers?page=4")
    await #expect(throws: CommandError.self) { try await live.execute(.next) }
    _ = try await live.execute(.previous)
    #expect(live.currentRoute?.address == "scorers?page=3")
    // `open N` counts rows over every page.
    _ = try await live.execute(.open("35"))
    let last = TopScorersViewModel(players: Squad.paris2021).player(atRow: 35)
    #expect(live.currentScreen().title == last?.name)
  }

  @Test func aPagesRouteReopensTheSameScreen() async throws {
    let live = await DemoSession.loaded(pageSize: 10)
    try live.open(.scorers(page: 3))
    let screen = live.currentScreen()
    #expect(rowNumbers(of: screen) == (21...30).map(String.init))
    let next = screen.actions.first { $0.command == "next" }?.destination
    let previous = screen.actions.first { $0.command == "prev" }?.destination
    #expect(next == Destination("scorers?page=4"))
    #expect(previous == Destination("scorers?page=2"))
    let fresh = await DemoSession.loaded(pageSize: 10)
    try fresh.open(try RoutePath(parsing: "scorers?page=3"))
    #expect(fresh.currentScreen() == screen)
  }

  /// A page past the last, as an address written where pages were shorter names it, opens
  /// the last page.
  @Test func aPageBeyondTheLastOpensTheLast() async throws {
    let live = await DemoSession.loaded(pageSize: 10)
    try live.open(.scorers(page: 5))
    #expect(live.currentRoute?.address == "scorers?page=4")
    #expect(live.navigator.breadcrumb == ["Players", "Top scorers"])
  }

  @Test func aRowBeyondTheLastIsARouteError() async throws {
    let live = await DemoSession.loaded(pageSize: 10)
    let error = try #require(throws: RouteError.self) {
      try live.open(try RoutePath(parsing: "scorers?row=99"))
    }
    #expect(error.problem.description.hasPrefix("there is no row 99"))
    #expect(live.navigator.breadcrumb == ["Players"])
  }

  @Test func theSelectionCarriesThePageWithIt() async throws {
    let live = await DemoSession.loaded(pageSize: 10, isKeyDriven: true)
    try live.open(.scorers)
    let scene = try #require(live.navigator.top as? TopScorersScene)
    for _ in 1...10 { _ = scene.handle(Key.down) }
    // The row, counted over every scorer, names the page that holds it at any page size.
    #expect(live.currentRoute?.address == "scorers?row=11")
    #expect(rowNumbers(of: live.currentScreen()).first == "11")
    _ = scene.handle(Key.up)
    // Back on page 1, its last row selected: the route names the row.
    #expect(live.currentRoute?.address == "scorers?row=10")
  }

  @Test func aListPageBeyondTheLastOpensTheLast() async throws {
    let live = await DemoSession.loaded(pageSize: 10)
    try live.open(.players(filter: .goalkeepers, search: nil, page: 2))
    #expect(live.currentRoute?.address == "players?filter=goalkeepers")
    try live.open(.players(filter: nil, search: nil, page: 9))
    #expect(live.coordinator.listViewModel.page.value.firstRowNumber == 31)
    #expect(live.currentRoute?.address == "players?page=4")
  }

  @Test func aListRowBeyondTheLastIsARouteError() async throws {
    let live = await DemoSession.loaded(pageSize: 10)
    let error = try #require(throws: RouteError.self) {
      try live.open(try RoutePath(parsing: "players?row=36"))
    }
    #expect(error.problem.description == "there is no row 36: the list has 35 rows")
  }
}
