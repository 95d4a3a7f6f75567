import MVVMC
import PlayerFeed
import Rendering
import Testing

@testable import PSGDemo

/// For every screen a user can reach, the route its scene names rebuilds an equal screen in a
/// fresh session: addresses go both ways.
@MainActor
@Suite struct RouteRoundTripTests {
  static let searches = ["", "mba", "di maria", "zz", "a&b=c%"]

  /// Opens the address the screen carries in a fresh session and expects the same screen.
  private func expectReopens(_ screen: Screen, _ comment: Comment) async throws {
    let address = try #require(screen.address, comment)
    let reopened = await DemoSession.loaded()
    try reopened.open(try RoutePath(parsing: address.address))
    #expect(reopened.currentScreen() == screen, comment)
  }

  @Test func everyListAndPickerReopensFromItsAddress() async throws {
    for filter in PlayerFilter.allCases {
      for search in Self.searches {
        let live = await DemoSession.loaded()
        try await live.run("filter \(filter.commandName)")
        if !search.isEmpty { try await live.run("search \(search)") }
        let list = live.currentScreen()
        try await expectReopens(list, "list \(filter) “\(search)”")
        #expect(live.currentRoute == .players(filter: filter, search: search).canonical)

        try await live.run("filter")
        let picker = live.currentScreen()
        try await expectReopens(picker, "picker over \(filter) “\(search)”")
        #expect(picker.back == list.address)
      }
    }
  }

  @Test func everyPlayerReopensFromItsAddress() async throws {
    let live = await DemoSession.loaded()
    let count = live.coordinator.listViewModel.matches.value.count
    #expect(count == 35)
    for row in 1...count {
      try await live.run("open \(row)")
      let detail = live.currentScreen()
      try await expectReopens(detail, "row \(row)")
      #expect(detail.back == Destination("players"))
      _ = try await live.execute(.back)
    }
  }

  @Test func rowsAndOptionsLeadWhereTheirCommandsGo() async throws {
    let live = await DemoSession.loaded()
    try await live.run("search mba")
    let list = live.currentScreen()
    guard
      case .table(let table)? = list.blocks.first(where: {
        if case .table = $0 { true } else { false }
      })
    else {
      Issue.record("no table on the list")
      return
    }
    #expect(table.rows.map(\.destination) == [Destination("player/id/32")])
    try await live.run("open 1")
    // The same page, over the searched list it was opened from, which `back` returns to.
    #expect(live.currentScreen().address == Destination("players?search=mba/player/id/32"))
    #expect(live.currentScreen().back == Destination("players?search=mba"))

    _ = try await live.execute(.back)
    try await live.run("filter")
    guard case .options(let options)? = live.currentScreen().blocks.last else {
      Issue.record("no options on the picker")
      return
    }
    #expect(options.options[1].destination == Destination("players?filter=goalkeepers&search=mba"))
    try await live.run("2")
    #expect(live.currentScreen().address == options.options[1].destination)
  }

  @Test func theTraceNamesTheRouteAfterEachCommand() async throws {
    var lines: [String] = []
    let traced = await DemoSession.loaded(trace: { lines.append($0) })
    try traced.open(.players(filter: nil, search: "mba"))
    _ = try await traced.execute(try #require(Command(parsing: "filter goalkeepers")))
    _ = try await traced.execute(try #require(Command(parsing: "clear")))
    _ = try await traced.execute(try #require(Command(parsing: "open 1")))
    _ = try await traced.execute(.back)
    #expect(
      lines.filter { $0.hasPrefix("route ") } == [
        "route players?search=mba",
        "route players?filter=goalkeepers&search=mba",
        "route players?filter=goalkeepers",
        "route players?filter=goalkeepers/player/id/1",
        "route players?filter=goalkeepers",
      ])
  }
}
