import Foundation
import MVVMC
import PlayerFeed
import Rendering
import TestSupport
import Testing

@testable import PSGDemo

/// Players are named by their feed `id` everywhere; shirt numbers, which a feed may repeat,
/// open a player only when one player wears them.
@MainActor
@Suite struct PlayerKeyTests {
  /// Keylor NAVAS, Sergio RICO and Denis FRANCHI, all wearing 7.
  static let threeSevens: [Player] = Array(Squad.paris2021.prefix(3)).map {
    var player = $0
    player.number = 7
    return player
  }

  @Test func theRouteShownReopensTheRowOpenedWhenNumbersRepeat() async throws {
    let live = await DemoSession.loaded(Self.threeSevens)
    _ = try await live.execute(.open("3"))
    let route = try #require(live.currentRoute)
    #expect(route.address == "players?row=3/player/id/3")
    #expect(live.currentScreen().title == "Denis FRANCHI")

    let fresh = await DemoSession.loaded(Self.threeSevens)
    try fresh.open(try RoutePath(parsing: route.address))
    #expect(fresh.currentScreen() == live.currentScreen())
  }

  @Test func aNumberSeveralPlayersWearListsThemWithTheirRoutes() async throws {
    let fresh = await DemoSession.loaded(Self.threeSevens)
    let error = try #require(throws: RouteError.self) { try fresh.open(.player(number: 7)) }
    #expect(
      error.description
        == "invalid route “player/7”: 3 players wear number 7; open one by id: "
        + #""Keylor NAVAS" player/id/1, "Sergio RICO" player/id/2, "Denis FRANCHI" player/id/3"#)
    #expect(fresh.navigator.breadcrumb == ["Players"])
  }

  @Test func aNumberOnePlayerWearsStillOpensThatPlayer() async throws {
    let fresh = await DemoSession.loaded(Squad.paris2021)
    try fresh.open(.player(number: 7))
    #expect(fresh.currentScreen().title == "Kylian MBAPPÉ")
    #expect(fresh.currentRoute == .player(id: 32))
  }

  @Test func anAmbiguousNumberListsTenPlayersAndCountsTheRest() async throws {
    let players = (1...25).map { index in
      var player = Squad.paris2021[0]
      player.id = index
      player.name = "Player \(index)"
      return player
    }
    let fresh = await DemoSession.loaded(players)
    let error = try #require(throws: RouteError.self) { try fresh.open(.player(number: 1)) }
    #expect(error.problem.description.hasPrefix("25 players wear number 1; open one by id: "))
    #expect(error.problem.description.hasSuffix(#""Player 10" player/id/10 and 15 more"#))
    #expect(!error.problem.description.contains("player/id/11"))
  }

  @Test func anUnknownIDIsARouteError() async throws {
    let fresh = await DemoSession.loaded(Squad.paris2021)
    let error = try #require(throws: RouteError.self) { try fresh.open(.player(id: 99)) }
    #expect(error.problem.description == "no player has the id 99")
  }

  @Test func everyRowLinksToItsPlayerByID() async throws {
    let live = await DemoSession.loaded(Self.threeSevens)
    guard case .table(let table) = live.currentScreen().blocks[2] else {
      Issue.record("the list shows no table")
      return
    }
    #expect(table.rows.map(\.destination) == (1...3).map { Destination("player/id/\($0)") })
  }

  // MARK: Unique ids

  @Test func aFeedRepeatingAnIDIsRefusedNamingBothPlayers() throws {
    var players = Squad.paris2021
    players[2].id = players[0].id
    let error = try #require(throws: FeedError.self) {
      try PlayerIDCheck.requireUniqueIDs(players, source: "feed.json")
    }
    #expect(
      error.description
        == #"feed.json: players 1 ("Keylor NAVAS") and 3 ("Denis FRANCHI") have the same id 1"#)
    #expect(error.exitCode == 65)
  }

  @Test func uniqueIDsPass() throws {
    #expect(
      try PlayerIDCheck.requireUniqueIDs(Squad.paris2021, source: "feed.json") == Squad.paris2021)
  }

  @Test func theLoaderRefusesAFileRepeatingAnID() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("repeated-id-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(
      FeedText.feed(
        FeedText.player(), FeedText.player(["name": #""Sergio RICO""#, "number": "16"])
      ).utf8
    ).write(to: file)
    let error = await #expect(throws: FeedError.self) {
      try await FeedLoader().load(.file(file.path))
    }
    #expect(error?.source == file.path)
    #expect(
      error?.message == #"players 1 ("Keylor NAVAS") and 2 ("Sergio RICO") have the same id 1"#)
    #expect(error?.exitCode == 65)
  }
}
