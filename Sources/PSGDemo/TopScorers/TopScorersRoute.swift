/// The scorers' route: `scorers`, the top scorers over the list; `scorers?page=N` shows their
/// page N.
///
/// Pages are cut every page size rows from the first (the session's page size; 100 rows in an
/// exported site), so adding a player renames no page.
///
/// ```swift
/// Route.scorers.address             // "scorers"
/// Route.scorers(page: 2).address    // "scorers?page=2"
/// ```
struct TopScorersRoute: SceneRoute {
  /// The page shown, counted from 1.
  var page = 1

  static let forms = [
    RouteForm("scorers", summary: "the players by goals, over the list"),
    RouteForm("scorers?page=N", summary: "page N of the players by goals", isListedInErrors: false),
  ]

  static func read(path: String, query: String?, route: String) throws(RouteError) -> Self? {
    guard path == "scorers" else { return nil }
    guard let query else { return TopScorersRoute() }
    guard query.starts(with: "page=") else {
      let key = query.prefix { $0 != "=" && $0 != "&" }
      throw RouteError(route: route, problem: "unknown parameter “\(key)”")
    }
    let value = query.dropFirst("page=".count)
    guard let page = Int(value), page >= 1 else {
      throw RouteError(route: route, problem: "“\(value)” is not a page number")
    }
    return TopScorersRoute(page: page)
  }

  var address: String { page > 1 ? "scorers?page=\(page)" : "scorers" }

  /// Every page of the scorers of the exported players, `pageSize` rows a page.
  static func siteRoutes(players: [Player], pageSize: Int) -> [TopScorersRoute] {
    let pages = TopScorersViewModel.pageCount(of: players.count, pageSize: pageSize)
    return (1...pages).map { TopScorersRoute(page: $0) }
  }

  func open(in app: AppCoordinator) throws(RouteError) {
    // Ranked once per load, however many pages are opened.
    let ranked = app.rankedScorers
    let pageSize = app.listViewModel.pageSize
    let pages = TopScorersViewModel.pageCount(of: ranked.count, pageSize: pageSize)
    guard page <= pages else {
      throw RouteError(
        route: address,
        problem: "there is no page \(page): the scorers fill \(pages) page\(pages == 1 ? "" : "s")",
        listsAcceptedForms: false)
    }
    app.startChild(
      TopScorersCoordinator(
        navigator: app.navigator, rankedPlayers: ranked, pageSize: pageSize, page: page,
        strings: app.strings, tracer: app.tracer, marksSelectedRow: app.marksSelectedRow))
  }
}

extension Route {
  /// The top scorers, over the list.
  package static let scorers = Route(TopScorersRoute())

  /// Page `page` (counted from 1) of the top scorers, over the list.
  package static func scorers(page: Int) -> Route {
    Route(TopScorersRoute(page: page))
  }
}
