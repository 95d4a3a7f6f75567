import MVVMC
import PlayerFeed

/// A player's route: `player/id/ID`, the page of the player whose feed `id` is ID, over the
/// scene it follows (the list, or the top scorers: `scorers/player/id/ID`); `player/NUMBER`
/// also opens it when only that player wears the shirt.
///
/// A feed's ids are unique (``PlayerIDCheck`` refuses a feed that repeats one), its shirt
/// numbers need not be: three players may wear 7. So every route, link and page a scene
/// writes names the player by id, and `player/7` is only read, for people who know the
/// shirt: where several players wear it, opening it fails and lists their routes.
///
/// ```swift
/// RoutePath.player(id: 32).address       // "player/id/32"
/// RoutePath.player(number: 7).address    // "player/7"
/// ```
package struct PlayerDetailRoute: DemoRoute {
  /// How the route names its player.
  enum Key: Hashable, Sendable {
    /// By the feed's `id`, unique in a feed.
    case id(Int)
    /// By shirt number, which several players may wear.
    case number(Int)
  }

  var key: Key

  /// The most players an ambiguous `player/NUMBER` lists; more are counted, not listed.
  static let maximumListedCandidates = 10

  package static let forms = [
    RouteForm("player/id/ID") { DemoStrings($0).playerIDForm },
    RouteForm("player/NUMBER") { DemoStrings($0).playerNumberForm },
  ]

  package static func read(path: String, query: String?, route: String) throws(RouteError) -> Self?
  {
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    guard components.first == "player", query == nil else { return nil }
    switch components.count {
    case 2:
      guard let number = Int(components[1]), number >= 0 else {
        throw RouteError(route: route, .notAShirtNumber(String(components[1])))
      }
      return PlayerDetailRoute(key: .number(number))
    case 3 where components[1] == "id":
      guard let id = Int(components[2]) else {
        throw RouteError(route: route, .notAPlayerID(String(components[2])))
      }
      return PlayerDetailRoute(key: .id(id))
    default:
      return nil
    }
  }

  package var address: String {
    switch key {
    case .id(let id): "player/id/\(id)"
    case .number(let number): "player/\(number)"
    }
  }

  /// Each player's page, by id: one page per player, whatever the shirt numbers.
  package static func siteRoutes(players: [Player], pageSize: Int) -> any Sequence<RoutePath> {
    players.lazy.map { PlayerDetailRoute(key: .id($0.id)).overTheList }
  }

  /// The player the route names among the list's players.
  ///
  /// - Throws: ``RouteError`` when no player has the id or wears the number, or when several
  ///   wear the number: then the error lists them with their routes.
  @MainActor func player(in list: PlayerListViewModel) throws(RouteError) -> Player {
    switch key {
    case .id(let id):
      guard let player = list.player(withID: id) else {
        throw RouteError(route: address, .noPlayer(id: id))
      }
      return player
    case .number(let number):
      let wearers = list.players(wearing: number, limit: Self.maximumListedCandidates + 1)
      guard let first = wearers.first else {
        throw RouteError(route: address, .noPlayerWearing(number: number))
      }
      guard wearers.count > 1 else { return first }
      throw Self.ambiguity(of: number, among: wearers, in: list, route: address)
    }
  }

  /// `several players wear number 7: “Keylor NAVAS” player/id/1, …`: whom the number may
  /// mean, each with the route that opens it.
  @MainActor private static func ambiguity(
    of number: Int, among wearers: [Player], in list: PlayerListViewModel, route: String
  ) -> RouteError {
    let listed = wearers.prefix(maximumListedCandidates).map {
      DemoRouteProblem.ListedPlayer(name: $0.name, id: $0.id)
    }
    let total = list.countOfPlayers(wearing: number)
    return RouteError(
      route: route, .severalPlayersWear(number: number, listed: Array(listed), total: total),
      listsAcceptedForms: false)
  }
}

extension RoutePath {
  /// The detail of the player whose feed `id` is `id`, over the unfiltered list: the route
  /// every scene writes.
  package static func player(id: Int) -> RoutePath {
    PlayerDetailRoute(key: .id(id)).overTheList
  }

  /// The detail of the player wearing shirt `number`, over the unfiltered list; opening it
  /// fails when several players wear it.
  package static func player(number: Int) -> RoutePath {
    PlayerDetailRoute(key: .number(number)).overTheList
  }
}

extension RouteCases {
  /// These cases and a player's page (`player/id/ID`, `player/NUMBER`) as `make` builds it,
  /// followed by what the page's coordinator opens below it: how a coordinator that opens
  /// players' pages says so.
  ///
  /// ```swift
  /// enum Route { case player(PlayerDetailRoute) }
  /// static let ownRoutes = RouteCases<Route>().onPlayerPage(Route.player)
  /// ```
  nonisolated func onPlayerPage(_ make: @escaping @Sendable (PlayerDetailRoute) -> Route)
    -> RouteCases
  {
    on(PlayerDetailRoute.self, openedBy: PlayerDetailCoordinator.self, make)
  }
}
