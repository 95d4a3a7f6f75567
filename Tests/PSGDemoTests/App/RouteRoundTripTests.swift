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
      // Back on the list, which marks the player opened and names them.
      let id = try #require(live.coordinator.listViewModel.player(atRow: row)).id
      #expect(detail.back == Destination("players?visited=\(id)"))
      _ = try await live.execute(.back)
    }
  }

  /// The table's marked row on `screen`, if it shows a table.
  private func markedRow(on screen: Screen) -> Int? {
    screen.blocks.lazy.compactMap { block -> Int? in
      guard case .table(let table) = block else { return nil }
      return table.selectedRow
    }.first
  }

  /// A table that marks, in line mode, the player last opened: the list after a search, or
  /// the top scorers; the commands that show it in each language, and its route once
  /// Kylian MBAPPÉ (id 32) was opened from it.
  enum MarkingTable: CaseIterable {
    case list, scorers

    func commands(_ language: Language) -> [String] {
      switch self {
      case .list: ["search mba"]
      case .scorers: [language == .english ? "scorers" : "buteurs"]
      }
    }

    var route: String {
      switch self {
      case .list: "players?search=mba&visited=32"
      case .scorers: "scorers?visited=32"
      }
    }
  }

  /// In line mode the list and the scorers mark the player last opened, and their route names
  /// them: a fresh session of the same page size that opens the route shows the same screen,
  /// mark included, in either language.
  @Test(arguments: MarkingTable.allCases, [Language.english, .french])
  func aTableReopensWithThePlayerLastOpenedMarked(table: MarkingTable, language: Language)
    async throws
  {
    for pageSize in [5, 50] {
      let live = await DemoSession.loaded(language: language, pageSize: pageSize)
      for command in table.commands(language) + ["open 1", "back"] { try await live.run(command) }
      let screen = live.currentScreen()
      #expect(markedRow(on: screen) == 0)
      let address = try #require(live.currentRoute).address
      #expect(address == table.route)
      #expect(screen.address?.address == address)

      let reopened = await DemoSession.loaded(language: language, pageSize: pageSize)
      try reopened.open(try RoutePath(parsing: address))
      #expect(reopened.currentScreen() == screen)
    }
  }

  /// A player opened from page 3 of a 5-row list is named by id, not by page: the route
  /// reopens page 3 marked at 5 rows a page, and the page that holds the player at 50.
  @Test func thePlayerLastOpenedDecidesThePage() async throws {
    let live = await DemoSession.loaded(pageSize: 5)
    try await live.run("next")
    try await live.run("next")
    try await live.run("open 11")
    try await live.run("back")
    let screen = live.currentScreen()
    #expect(markedRow(on: screen) == 0)
    let id = try #require(live.coordinator.listViewModel.player(atRow: 11)).id
    let address = try #require(live.currentRoute).address
    #expect(address == "players?visited=\(id)")

    let reopened = await DemoSession.loaded(pageSize: 5)
    try reopened.open(try RoutePath(parsing: address))
    #expect(reopened.currentScreen() == screen)

    let larger = await DemoSession.loaded(pageSize: 50)
    try larger.open(try RoutePath(parsing: address))
    #expect(markedRow(on: larger.currentScreen()) == 10)
    // The next page shows no mark, so its route names none: the page alone.
    try await live.run("next")
    #expect(markedRow(on: live.currentScreen()) == nil)
    #expect(live.currentRoute?.address == "players?page=4")
  }

  /// Below another scene the list names the player it marks, unless that scene is their own
  /// page, which marks them as it opens: `back` in a reopened session shows the same list.
  @Test func aCoveredListNamesThePlayerLastOpened() async throws {
    let live = await DemoSession.loaded()
    try await live.run("search mba")
    try await live.run("open 1")
    #expect(live.currentRoute?.address == "players?search=mba/player/id/32")
    try await live.run("back")
    try await live.run("scorers")
    let address = try #require(live.currentRoute).address
    #expect(address == "players?search=mba&visited=32/scorers")

    let reopened = await DemoSession.loaded()
    try reopened.open(try RoutePath(parsing: address))
    #expect(reopened.currentScreen() == live.currentScreen())
    try await live.run("back")
    try await reopened.run("back")
    #expect(markedRow(on: live.currentScreen()) == 0)
    #expect(reopened.currentScreen() == live.currentScreen())
  }

  /// The scorers on top, if they are.
  private func scorers(in session: DemoSession) throws -> TopScorersViewModel {
    try #require(session.navigator.top as? TopScorersScene).viewModel
  }

  /// A scorer opened from page 3 at 5 rows a page is named by id, not by page: the route
  /// reopens page 3 marked at 5 rows a page, and the page that holds the player at 50.
  @Test func theScorerLastOpenedDecidesThePage() async throws {
    let live = await DemoSession.loaded(pageSize: 5)
    try await live.run("scorers")
    try await live.run("next")
    try await live.run("next")
    try await live.run("open 11")
    try await live.run("back")
    let screen = live.currentScreen()
    #expect(markedRow(on: screen) == 0)
    let id = try #require(try scorers(in: live).player(atRow: 11)).id
    let address = try #require(live.currentRoute).address
    #expect(address == "scorers?visited=\(id)")

    let reopened = await DemoSession.loaded(pageSize: 5)
    try reopened.open(try RoutePath(parsing: address))
    #expect(reopened.currentScreen() == screen)

    let larger = await DemoSession.loaded(pageSize: 50)
    try larger.open(try RoutePath(parsing: address))
    #expect(markedRow(on: larger.currentScreen()) == 10)
    // The next page shows no mark, so its route names none: the page alone.
    try await live.run("next")
    #expect(markedRow(on: live.currentScreen()) == nil)
    #expect(live.currentRoute?.address == "scorers?page=4")
  }

  /// Below the page of the player they mark, the scorers name the row opened, not the player:
  /// the page marks them as it opens, so `back` in a reopened session shows the same scorers.
  @Test func scorersBelowThePageOfTheirVisitedPlayerNameTheRow() async throws {
    let live = await DemoSession.loaded(pageSize: 5)
    try await live.run("scorers")
    let id = try #require(try scorers(in: live).player(atRow: 3)).id
    try await live.run("open 3")
    let address = try #require(live.currentRoute).address
    #expect(address == "scorers?row=3/player/id/\(id)")

    let reopened = await DemoSession.loaded(pageSize: 5)
    try reopened.open(try RoutePath(parsing: address))
    #expect(reopened.currentScreen() == live.currentScreen())
    try await live.run("back")
    try await reopened.run("back")
    #expect(markedRow(on: live.currentScreen()) == 2)
    #expect(reopened.currentScreen() == live.currentScreen())
    #expect(reopened.currentRoute?.address == "scorers?visited=\(id)")
  }

  /// A visited id no player has is refused on the scorers too; a route without it marks none,
  /// as a fresh app, or the row it names, as the key-driven app that selected it did.
  @Test func theScorersRefuseAVisitedIDNoPlayerHas() async throws {
    let session = await DemoSession.loaded()
    let error = try #require(throws: RouteError.self) {
      try session.open(try RoutePath(parsing: "scorers?visited=999"))
    }
    #expect(error.problem.description == "no player has the id 999")

    try await session.run("scorers")
    try await session.run("open 1")
    try await session.run("back")
    #expect(markedRow(on: session.currentScreen()) == 0)
    try session.open(.scorers)
    #expect(markedRow(on: session.currentScreen()) == nil)
    try session.open(try RoutePath(parsing: "scorers?row=3"))
    #expect(markedRow(on: session.currentScreen()) == 2)
    #expect(session.currentRoute?.address == "scorers?row=3")
  }

  /// A visited id no player has is refused as `player/id/ID` is, and the list is left as a
  /// fresh app shows it; opening a route names the mark anew, so one without it clears it.
  @Test func aVisitedIDNoPlayerHasIsRefused() async throws {
    let session = await DemoSession.loaded()
    let fresh = session.currentScreen()
    let error = try #require(throws: RouteError.self) {
      try session.open(try RoutePath(parsing: "players?search=mba&visited=999"))
    }
    #expect(error.problem.description == "no player has the id 999")
    #expect(DemoStrings(.french).describe(error).contains("aucun joueur n’a l’id 999"))

    try await session.run("search mba")
    try await session.run("open 1")
    try await session.run("back")
    #expect(markedRow(on: session.currentScreen()) == 0)
    try session.open(try RoutePath(parsing: "players?search=mba"))
    #expect(markedRow(on: session.currentScreen()) == nil)
    try session.open(.players(filter: nil, search: nil))
    #expect(session.currentScreen() == fresh)
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
    #expect(live.currentScreen().back == Destination("players?search=mba&visited=32"))

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
        "route players?filter=goalkeepers&visited=1",
      ])
  }
}
