import MVVMC
import PlayerFeed

/// The list's route, the root of every route: `players`, with a filter, a search, a page, a
/// selected row and a visited player if given. A route that begins with another scene's segment
/// begins with the list's default (``implied``): `player/id/32` is the page of a player over the
/// whole list.
///
/// Pages are cut every page size rows from the first (the session's page size; 100 rows in an
/// exported site), so adding a player renames no page: it only adds one at the end. The row is
/// counted from 1 over the whole list, as the table's `#` column and `open N` count it, so it
/// names the same player at any page size: `players?row=30` selects row 30 in a terminal of
/// any height, on the page that holds it. A page given with a row that page does not hold (a
/// route written at another size, such as `players?page=2&row=3` at 10 rows a page) is read as
/// the page that holds the row. The row is the selection when keys drive the app, marked, and
/// the first by default; the route of the screen on top names it then, the first too
/// (`players?row=1`), and line mode marks the row such a route names until a scene opens over
/// the list, so a full-screen address opens the same screen in either mode.
///
/// In line mode the list marks instead the player last opened, as a browser marks a visited
/// link, and the route names that player by feed id while the page shown holds them:
/// `players?search=mba&visited=32` after `search mba`, `open 1` and `back`. Like a row, the
/// visited player decides the page, so the mark reopens at any page size, on the page that
/// holds them; an id names the player whatever the filter, the search or the feed's order.
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
  /// The row selected, counted from 1 over the whole list, when it is not the first.
  var row: Int?
  /// The feed id of the player last opened, which line mode marks, when the page shown holds
  /// them.
  var visited: Int?

  package static let forms = [
    RouteForm("players") { DemoStrings($0).playersForm },
    RouteForm("players?filter=NAME&search=TEXT") { DemoStrings($0).playersQueryForm },
    RouteForm("players?pinned=ID,ID", isListedInErrors: false) {
      DemoStrings($0).pin.pinnedForm
    },
    RouteForm("players?page=N&row=R", isListedInErrors: false) {
      DemoStrings($0).playersPageForm
    },
    RouteForm("players?visited=ID", isListedInErrors: false) {
      DemoStrings($0).playersVisitedForm
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
      query, accepting: TablePlace.keys.union(["filter", "search", "pinned"]), route: route)
    return PlayerListRoute(
      query: try PlayerListQuery(reading: parameters, route: route),
      try TablePlace(reading: parameters))
  }

  /// The query, then the page, or else the row and the visited player.
  package var address: String {
    "players" + RouteParameters.text(query.parameters + place.parameters)
  }

  /// The query's canonical form; with a row or a visited player, page 1, since they decide
  /// the page.
  package var canonical: PlayerListRoute {
    PlayerListRoute(query: query.canonical, place.canonical)
  }

  /// Every page of the list under each filter, `pageSize` rows a page.
  package static func siteRoutes(players: [Player], pageSize: Int) -> any Sequence<RoutePath> {
    PlayerFilter.allCases.flatMap { filter in
      // Counted, not ordered: a sort would cost O(n log n) to learn `players.count`.
      let count = players.count(where: filter.keeps)
      return (1...PlayerTableViewModel.pageCount(of: count, pageSize: pageSize)).map {
        RoutePath([
          PlayerListRoute(query: PlayerListQuery(filter: filter, search: nil), page: $0).canonical
        ])
      }
    }
  }
}

extension PlayerListRoute {
  /// The list with `query`, where `place` stands.
  init(query: PlayerListQuery, _ place: TablePlace) {
    self.init(query: query, page: place.page, row: place.row, visited: place.visited)
  }

  /// Where the route's table stands.
  var place: TablePlace { TablePlace(page: page, row: row, visited: visited) }
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
