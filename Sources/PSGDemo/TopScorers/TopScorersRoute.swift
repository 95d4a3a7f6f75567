/// The scorers' route: `scorers`, the top scorers over the list.
///
/// ```swift
/// Route.scorers.address   // "scorers"
/// ```
struct TopScorersRoute: SceneRoute {
  static let forms = [RouteForm("scorers", summary: "the players by goals, over the list")]

  static func read(path: String, query: String?, route: String) throws(RouteError) -> Self? {
    path == "scorers" && query == nil ? TopScorersRoute() : nil
  }

  var address: String { "scorers" }

  /// One page: the scorers of the exported players.
  static func siteRoutes(players: [Player]) -> [TopScorersRoute] { [TopScorersRoute()] }

  func open(in app: AppCoordinator) {
    app.startChild(
      TopScorersCoordinator(
        navigator: app.navigator, players: app.listViewModel.loadedPlayers,
        strings: app.strings, tracer: app.tracer, marksSelectedRow: app.marksSelectedRow))
  }
}

extension Route {
  /// The top scorers, over the list.
  public static let scorers = Route(TopScorersRoute())
}
