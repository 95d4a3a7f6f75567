import MVVMC
import PlayerFeed

/// The list's route, the root of every route: `players`, with a filter, a search, a page and
/// a marked row if given. A route that begins with another scene's segment begins with the
/// list's default (``implied``): `player/id/32` is the page of a player over the whole list.
///
/// Pages are cut every page size rows from the first (the session's page size; 100 rows in an
/// exported site), so adding a player renames no page: it only adds one at the end. The row is
/// counted from 1 over the whole list, as the table's `#` column and `open N` count it, so it
/// names the same player at any page size: `players?row=30` selects row 30 in a terminal of
/// any height, on the page that holds it. A page given with a row that page does not hold (a
/// route written at another size, such as `players?page=2&row=3` at 10 rows a page) is read as
/// the page that holds the row. The row is the one the list marks when it is not the default:
/// the selection when keys drive the app (the first row by default), the player last opened
/// in line mode (none by default).
///
/// ```swift
/// RoutePath.players(filter: .goalkeepers, search: "mba").address
///   // "players?filter=goalkeepers&search=mba"
/// RoutePath.players(filter: .byNumber, search: nil, page: 3).address
///   // "players?filter=number&page=3"
/// ```
package struct PlayerListRoute: DemoRoute {
  var query: PlayerListQuery
  /// The page shown, counted from 1; the page that holds ``row`` when there is one.
  var page = 1
  /// The row marked, counted from 1 over the whole list, when it is not the default.
  var row: Int?

  package static let forms = [
    RouteForm("players") { DemoStrings($0).playersForm },
    RouteForm("players?filter=NAME&search=TEXT") { DemoStrings($0).playersQueryForm },
    RouteForm("players?page=N&row=R", isListedInErrors: false) {
      DemoStrings($0).playersPageForm
    },
  ]

  /// The whole list, unfiltered and unsearched, on its first page: what a route that begins
  /// with another scene's segment begins with.
  static let all = PlayerListRoute(query: PlayerListQuery(filter: nil, search: nil))

  package static let implied: PlayerListRoute? = all

  package static func read(path: String, query: String?, route: String) throws(RouteError) -> Self?
  {
    guard path == "players" else { return nil }
    let parameters = try RouteParameters(
      query, accepting: ["filter", "search", "page", "row"], route: route)
    return PlayerListRoute(
      query: try PlayerListQuery(reading: parameters, route: route),
      page: try parameters.positiveNumber(.page) ?? 1, row: try parameters.positiveNumber(.row))
  }

  /// The query, then the page, or the row alone when there is one: the page that holds a row
  /// depends on the page size, the row does not.
  package var address: String {
    "players"
      + RouteParameters.text(
        query.parameters + [
          ("page", page > 1 && row == nil ? String(page) : nil), ("row", row.map { String($0) }),
        ])
  }

  /// The query's canonical form; with a row, page 1, since the row decides the page.
  package var canonical: PlayerListRoute {
    PlayerListRoute(query: query.canonical, page: row == nil ? page : 1, row: row)
  }

  /// Every page of the list under each filter, `pageSize` rows a page.
  package static func siteRoutes(players: [Player], pageSize: Int) -> any Sequence<RoutePath> {
    PlayerFilter.allCases.flatMap { filter in
      // Counted, not ordered: a sort would cost O(n log n) to learn `players.count`.
      let count = players.count(where: filter.keeps)
      let pages = count == 0 ? 1 : (count - 1) / max(1, pageSize) + 1
      return (1...pages).map {
        RoutePath([
          PlayerListRoute(query: PlayerListQuery(filter: filter, search: nil), page: $0).canonical
        ])
      }
    }
  }
}

extension RoutePath {
  /// The list, with a filter and a search applied if given.
  package static func players(filter: PlayerFilter?, search: String?) -> RoutePath {
    RoutePath([PlayerListRoute(query: PlayerListQuery(filter: filter, search: search))])
  }

  /// Page `page` (counted from 1) of the list, with a filter and a search applied if given.
  package static func players(filter: PlayerFilter?, search: String?, page: Int) -> RoutePath {
    RoutePath([PlayerListRoute(query: PlayerListQuery(filter: filter, search: search), page: page)])
  }
}
