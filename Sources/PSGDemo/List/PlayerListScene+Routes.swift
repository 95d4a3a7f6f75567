import MVVMC
import PlayerFeed
import Rendering

/// The list's routes: what the screen names (its filter, its search, the row it marks), below a
/// scene opened over it too, and the list's pages.
extension PlayerListScene {
  /// The list with its filter, its search and what it marks: the selected row, counted over
  /// the whole list, when the table marks it (always when keys drive the app); otherwise, in
  /// line mode, the player last opened when the page shown holds them
  /// (`players?search=mba&visited=32`), or else the page shown. A fresh app that opens it, in
  /// either mode, marks the same row at any page size: `players?row=1` is the first row
  /// selected, as a key-driven app shows it, where `players` marks nothing in line mode.
  package var routeSegment: (any RouteSegment)? { PlayerListRoute(query: query, place) }

  /// Below a scene opened over it, the selected row in either mode, which opens at any page
  /// size: `players?row=11/player/id/11` is row 11 at 5 rows a page as at 50. The selection is
  /// the row opened, or the first of the page shown (`next` moves it there). In line mode, the
  /// player last opened too when the page shown holds them, unless the scene above is their
  /// page, which marks them as it opens: `players?visited=32/scorers`, `players/player/id/32`.
  package var coveredRouteSegment: (any RouteSegment)? {
    var place = selectedRowPlace
    if !marksSelectedRow, let visited = visitedOnPage, !isCoveredByPage(visited) {
      place.visited = visited.id
    }
    return PlayerListRoute(query: query, place)
  }

  /// Whether the table marks the selected row: always when keys drive the app; in line mode
  /// when the route shown named it, until a scene opens over the list.
  var marksSelection: Bool {
    marksSelectedRow || viewModel.routeNamedSelectedRow
  }

  /// The filter and the search, as a route names them.
  private var query: PlayerListQuery {
    PlayerListQuery(filter: filter, search: searchText, pinned: pinned).canonical
  }

  /// Page `number` of the list as it is filtered and searched now.
  func route(page number: Int) -> RoutePath {
    RoutePath([PlayerListRoute(query: query, page: number)]).canonical
  }
}
