import MVVMC

/// The scorers' route: `scorers`, the top scorers over the list; `scorers?page=N` shows their
/// page N, and `row=M` marks row M of it (counted from 1) when keys drive the app and the
/// selection is not the page's first row.
///
/// Pages are cut every page size rows from the first (the session's page size; 100 rows in an
/// exported site), so adding a player renames no page.
///
/// ```swift
/// Route.scorers.address             // "scorers"
/// Route.scorers(page: 2).address    // "scorers?page=2"
/// ```
struct TopScorersRoute: DemoRoute {
  /// The page shown, counted from 1.
  var page = 1
  /// The selected row of the page, counted from 1, when it is not the first.
  var row: Int?

  static let forms = [
    RouteForm("scorers", summary: "the players by goals"),
    RouteForm(
      "scorers?page=N&row=R", summary: "page N of the players by goals, row R selected",
      isListedInErrors: false),
  ]

  static var reader: (any RouteHandling.Type)? { TopScorersCoordinator.self }

  /// Read over the list: the scene adds itself to the root's segments.
  static var contributedBelow: (any DemoRouteHandling.Type)? { AppCoordinator.self }

  static func read(path: String, query: String?, route: String) throws(RouteError) -> Self? {
    guard path == "scorers" else { return nil }
    let parameters = try RouteParameters(query, accepting: ["page", "row"], route: route)
    return TopScorersRoute(
      page: try parameters.positiveNumber("page") ?? 1, row: try parameters.positiveNumber("row"))
  }

  var address: String {
    "scorers"
      + RouteParameters.text([
        ("page", page > 1 ? String(page) : nil), ("row", row.map { String($0) }),
      ])
  }

  /// Every page of the scorers of the exported players, `pageSize` rows a page.
  static func siteRoutes(players: [Player], pageSize: Int) -> [Route] {
    let pages = TopScorersViewModel.pageCount(of: players.count, pageSize: pageSize)
    return (1...pages).map { TopScorersRoute(page: $0).overTheList }
  }

  func open(over owner: any RouteHandling, in app: AppCoordinator) throws(RouteError)
    -> any RouteHandling
  {
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
    // `page <= pages`: the product stays within the rows.
    let rowsOnPage = min(pageSize, ranked.count - (page - 1) * pageSize)
    if let row, row > rowsOnPage {
      throw RouteError(
        route: address, problem: "there is no row \(row) on page \(page)",
        listsAcceptedForms: false)
    }
    let scorers = TopScorersCoordinator(
      navigator: app.navigator, rankedPlayers: ranked, pageSize: pageSize, page: page,
      row: row.map { $0 - 1 } ?? 0, strings: app.strings, tracer: app.tracer,
      marksSelectedRow: app.marksSelectedRow)
    app.startChild(scorers)
    return scorers
  }
}

extension RoutePath {
  /// The top scorers, over the list.
  package static let scorers = TopScorersRoute().overTheList

  /// Page `page` (counted from 1) of the top scorers, over the list.
  package static func scorers(page: Int) -> Route {
    TopScorersRoute(page: page).overTheList
  }
}
