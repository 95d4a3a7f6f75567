/// A player's route: `player/NUMBER`, the page of the player wearing that shirt, over the
/// unfiltered list.
///
/// ```swift
/// Route.player(number: 7).address   // "player/7"
/// ```
struct PlayerDetailRoute: SceneRoute {
  var number: Int

  static let forms = [
    RouteForm("player/NUMBER", summary: "the player wearing shirt NUMBER, over the list")
  ]

  static func read(path: String, query: String?, route: String) throws(RouteError) -> Self? {
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    guard components.count == 2, components[0] == "player", query == nil else { return nil }
    guard let number = Int(components[1]), number >= 0 else {
      throw RouteError(route: route, problem: "“\(components[1])” is not a shirt number")
    }
    return PlayerDetailRoute(number: number)
  }

  var address: String { "player/\(number)" }

  /// Each player's page, once per shirt number: `player/N` shows the first player wearing it.
  static func siteRoutes(players: [Player]) -> [PlayerDetailRoute] {
    var numbers = Set<Int>()
    return players.filter { numbers.insert($0.number).inserted }.map {
      PlayerDetailRoute(number: $0.number)
    }
  }

  func open(in app: AppCoordinator) throws(RouteError) {
    guard let player = app.listViewModel.player(wearing: number) else {
      throw RouteError(route: address, problem: "no player wears number \(number)")
    }
    app.showDetail(of: player)
  }
}

extension Route {
  /// The detail of the player wearing shirt `number`, over the unfiltered list.
  public static func player(number: Int) -> Route {
    Route(PlayerDetailRoute(number: number))
  }
}
