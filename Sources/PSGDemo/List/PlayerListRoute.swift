/// The list's route: `players`, with a filter, a search and a page if given.
///
/// Pages are cut every page size rows from the first (the session's page size; 100 rows in an
/// exported site), so adding a player renames no page: it only adds one at the end.
///
/// ```swift
/// Route.players(filter: .goalkeepers, search: "mba").address
///   // "players?filter=goalkeepers&search=mba"
/// Route.players(filter: .byNumber, search: nil, page: 3).address
///   // "players?filter=number&page=3"
/// ```
struct PlayerListRoute: SceneRoute {
  var query: PlayerListQuery
  /// The page shown, counted from 1.
  var page = 1

  static let forms = [
    RouteForm("players", summary: "the list"),
    RouteForm("players?filter=NAME&search=TEXT", summary: "the list, filtered and searched"),
    RouteForm(
      "players?page=N", summary: "page N of the list (after a filter and a search too)",
      isListedInErrors: false),
  ]

  static func read(path: String, query: String?, route: String) throws(RouteError) -> Self? {
    guard path == "players" else { return nil }
    var page = 1
    var listParameters: [Substring] = []
    for pair in (query ?? "").split(separator: "&") {
      guard pair.starts(with: "page=") else {
        listParameters.append(pair)
        continue
      }
      let value = pair.dropFirst("page=".count)
      guard let number = Int(value), number >= 1 else {
        throw RouteError(route: route, problem: "“\(value)” is not a page number")
      }
      page = number
    }
    let listQuery = try PlayerListQuery(
      reading: listParameters.joined(separator: "&"), route: route)
    return PlayerListRoute(query: listQuery, page: page)
  }

  var address: String {
    let list = "players" + query.text
    guard page > 1 else { return list }
    return list + (list.contains("?") ? "&" : "?") + "page=\(page)"
  }

  var canonical: PlayerListRoute { PlayerListRoute(query: query.canonical, page: page) }

  /// Every page of the list under each filter, `pageSize` rows a page.
  static func siteRoutes(players: [Player], pageSize: Int) -> [PlayerListRoute] {
    PlayerFilter.allCases.flatMap { filter in
      let count = filter.order(of: players)?.count ?? players.count
      let pages = count == 0 ? 1 : (count - 1) / max(1, pageSize) + 1
      return (1...pages).map {
        PlayerListRoute(query: PlayerListQuery(filter: filter, search: nil), page: $0).canonical
      }
    }
  }

  func open(in app: AppCoordinator) throws(RouteError) {
    query.apply(to: app.listViewModel)
    guard app.listViewModel.showPage(number: page) else {
      let pages = app.listViewModel.pageCount
      throw RouteError(
        route: address,
        problem: "there is no page \(page): the list has \(pages) page\(pages == 1 ? "" : "s")",
        listsAcceptedForms: false)
    }
  }
}

extension Route {
  /// The list, with a filter and a search applied if given.
  package static func players(filter: PlayerFilter?, search: String?) -> Route {
    Route(PlayerListRoute(query: PlayerListQuery(filter: filter, search: search)))
  }

  /// Page `page` (counted from 1) of the list, with a filter and a search applied if given.
  package static func players(filter: PlayerFilter?, search: String?, page: Int) -> Route {
    Route(PlayerListRoute(query: PlayerListQuery(filter: filter, search: search), page: page))
  }
}
