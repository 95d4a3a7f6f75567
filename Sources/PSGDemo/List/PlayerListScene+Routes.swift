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
  package var routeSegment: (any RouteSegment)? {
    marksSelection ? markedRowSegment : visitedSegment
  }

  /// Below a scene opened over it, the selected row in either mode, which opens at any page
  /// size: `players?row=11/player/id/11` is row 11 at 5 rows a page as at 50. The selection is
  /// the row opened, or the first of the page shown (`next` moves it there). In line mode, the
  /// player last opened too when the page shown holds them, unless the scene above is their
  /// page, which marks them as it opens: `players?visited=32/scorers`, `players/player/id/32`.
  package var coveredRouteSegment: (any RouteSegment)? {
    var segment = selectedRowSegment
    if !marksSelectedRow, let visited = visitedOnPage, !isCoveredByPage(visited) {
      segment.visited = visited.id
    }
    return segment
  }

  /// Whether the table marks the selected row: always when keys drive the app; in line mode
  /// when the route shown named it, until a scene opens over the list.
  var marksSelection: Bool {
    marksSelectedRow || viewModel.routeNamedSelectedRow
  }

  /// The selected row unless it is the first; otherwise the page shown.
  private var selectedRowSegment: PlayerListRoute {
    guard let selectedIndex, selectedIndex > 0 else {
      return PlayerListRoute(query: query, page: page.number)
    }
    // The row alone: the page that holds it depends on the terminal's height.
    return PlayerListRoute(query: query, row: selectedIndex + 1)
  }

  /// The selected row, the first too, as the table marks it; the page shown when there is no
  /// row.
  private var markedRowSegment: PlayerListRoute {
    guard let selectedIndex else { return PlayerListRoute(query: query, page: page.number) }
    return PlayerListRoute(query: query, row: selectedIndex + 1)
  }

  /// The player last opened, by feed id, when the page shown marks them; otherwise the page
  /// shown.
  private var visitedSegment: PlayerListRoute {
    guard let visitedOnPage else { return PlayerListRoute(query: query, page: page.number) }
    // The player alone: the page that holds them depends on the terminal's height.
    return PlayerListRoute(query: query, visited: visitedOnPage.id)
  }

  /// The player last opened, when the page shown holds them: the one line mode marks.
  /// O(page size): only the page's rows are searched.
  private var visitedOnPage: Player? {
    selectedPlayer.flatMap { page.players.contains($0) ? $0 : nil }
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
