/// The list's route: `players`, with a filter and a search if given.
///
/// ```swift
/// Route.players(filter: .goalkeepers, search: "mba").address
///   // "players?filter=goalkeepers&search=mba"
/// ```
struct PlayerListRoute: SceneRoute {
  var query: PlayerListQuery

  static let forms = [
    RouteForm("players", summary: "the list"),
    RouteForm("players?filter=NAME&search=TEXT", summary: "the list, filtered and searched"),
  ]

  static func read(path: String, query: String?, route: String) throws(RouteError) -> Self? {
    guard path == "players" else { return nil }
    return PlayerListRoute(query: try PlayerListQuery(reading: query, route: route))
  }

  var address: String { "players" + query.text }

  var canonical: PlayerListRoute { PlayerListRoute(query: query.canonical) }

  /// The list under each filter.
  static func siteRoutes(players: [Player]) -> [PlayerListRoute] {
    PlayerFilter.allCases.map {
      PlayerListRoute(query: PlayerListQuery(filter: $0, search: nil)).canonical
    }
  }

  func open(in app: AppCoordinator) {
    query.apply(to: app.listViewModel)
  }
}

extension Route {
  /// The list, with a filter and a search applied if given.
  public static func players(filter: PlayerFilter?, search: String?) -> Route {
    Route(PlayerListRoute(query: PlayerListQuery(filter: filter, search: search)))
  }
}
