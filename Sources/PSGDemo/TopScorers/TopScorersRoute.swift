import MVVMC
import PlayerFeed

/// The scorers' route: `scorers`, the top scorers over the list; `scorers?page=N` shows their
/// page N, and `row=M` selects row M (counted from 1 over every scorer, as the table's `#`
/// column counts) on the page that holds it, when it is not the first row or when the table
/// marks it (keys drive the app: `scorers?row=1`; line mode marks the row such a route names,
/// until a player is opened). In line mode the table otherwise marks the player last opened,
/// and `visited=ID` names them by feed id while the page shown holds them:
/// `scorers?visited=32` after `scorers`, `open 1`, `back`.
///
/// Pages are cut every page size rows from the first (the session's page size; 100 rows in an
/// exported site), so adding a player renames no page. A row names the same player at any page
/// size, and so does a visited player, so a route with either leaves the page out; a page given with a row it does not hold is
/// read as the page that holds the row.
///
/// ```swift
/// RoutePath.scorers.address             // "scorers"
/// RoutePath.scorers(page: 2).address    // "scorers?page=2"
/// ```
package struct TopScorersRoute: DemoRoute {
  /// The page shown, counted from 1; the page that holds ``row`` when there is one.
  var page = 1
  /// The selected row, counted from 1 over every scorer: when it is not the first, or when
  /// the table marks it (`scorers?row=1` when keys drive the app).
  var row: Int?
  /// The feed id of the player last opened, which line mode marks, when the page shown holds
  /// them.
  var visited: Int?

  package static let forms = [
    RouteForm("scorers") { DemoStrings($0).topScorers.form },
    RouteForm("scorers?page=N&row=R", isListedInErrors: false) {
      DemoStrings($0).topScorers.pageForm
    },
    RouteForm("scorers?visited=ID", isListedInErrors: false) {
      DemoStrings($0).topScorers.visitedForm
    },
  ]

  package static func read(path: String, query: String?, route: String) throws(RouteError) -> Self?
  {
    guard path == "scorers" else { return nil }
    let parameters = try RouteParameters(query, accepting: TablePlace.keys, route: route)
    return TopScorersRoute(try TablePlace(reading: parameters))
  }

  /// The page, or else the row and the visited player.
  package var address: String { "scorers" + RouteParameters.text(place.parameters) }

  /// With a row or a visited player, page 1, since they decide the page.
  package var canonical: TopScorersRoute { TopScorersRoute(place.canonical) }

  /// Every page of the scorers of the exported players, `pageSize` rows a page.
  package static func siteRoutes(players: [Player], pageSize: Int) -> any Sequence<RoutePath> {
    let pages = TopScorersViewModel.pageCount(of: players.count, pageSize: pageSize)
    return (1...pages).map { TopScorersRoute(page: $0).overTheList }
  }
}

extension TopScorersRoute {
  /// The scorers where `place` stands.
  init(_ place: TablePlace) {
    self.init(page: place.page, row: place.row, visited: place.visited)
  }

  /// Where the route's table stands.
  var place: TablePlace { TablePlace(page: page, row: row, visited: visited) }
}

extension RoutePath {
  /// The top scorers, over the list.
  package static let scorers = TopScorersRoute().overTheList

  /// Page `page` (counted from 1) of the top scorers, over the list.
  package static func scorers(page: Int) -> RoutePath {
    TopScorersRoute(page: page).overTheList
  }
}
