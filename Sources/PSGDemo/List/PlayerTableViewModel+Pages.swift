import MVVMC
import PlayerFeed

/// The pages of a ``PlayerTableViewModel``: ``PlayerTableViewModel/pageSize`` rows from the
/// first, the one shown holding the selection.
extension PlayerTableViewModel {
  /// Shows the next page. Returns `false` on the last page.
  @discardableResult
  func showNextPage() -> Bool {
    guard pageStart + pageSize < matches.value.count else { return false }
    return showPage(number: page.value.number + 1)
  }

  /// Shows the previous page. Returns `false` on the first page.
  @discardableResult
  func showPreviousPage() -> Bool {
    guard pageStart > 0 else { return false }
    return showPage(number: page.value.number - 1)
  }

  /// Shows page `number` (counted from 1, ``pageSize`` rows each). Returns `false`, showing
  /// nothing new, when there is no such page; page 1 always exists, even for no row. The
  /// selection moves to the page's first row when the page does not hold it, so the row `Enter`
  /// opens is always one on screen.
  @discardableResult
  func showPage(number: Int) -> Bool {
    // Checked first, so `(number - 1) * pageSize` stays within the rows and cannot overflow.
    guard number >= 1, number <= pageCount else { return false }
    let start = (number - 1) * pageSize
    if start != pageStart || page.value.number != number {
      pageStart = start
      publishPage()
    }
    let rows = page.value.rowIndices
    if !rows.isEmpty, !(selectedIndex.value.map(rows.contains) ?? false) {
      selectedIndex.value = pageStart
    }
    return true
  }

  /// How many pages of ``pageSize`` rows the rows fill (1 when there is none).
  var pageCount: Int { Self.pageCount(of: matches.value.count, pageSize: pageSize) }

  /// How many pages of `pageSize` rows `count` rows fill: at least 1, so no row is one empty
  /// page.
  nonisolated static func pageCount(of count: Int, pageSize: Int) -> Int {
    count == 0 ? 1 : (count - 1) / max(1, pageSize) + 1
  }

  /// Shows `rows` rows a page (at least 1), for a host that sizes pages to its room; the page
  /// shown is the one holding the selected row, so the selection stays on screen.
  package func resizePage(to rows: Int) {
    let size = max(1, rows)
    guard size != pageSize else { return }
    pageSize = size
    pageStart = (selectedIndex.value ?? pageStart) / size * size
    publishPage()
  }

  /// Shows the page holding the row at `index` in ``matches``, unless it is shown.
  func showPage(containing index: Int) {
    let start = index / pageSize * pageSize
    guard start != pageStart else { return }
    pageStart = start
    publishPage()
  }

  func publishPage() {
    // Only the page's rows are copied, however many rows there are.
    let all = matches.value
    let end = min(all.count, pageStart + min(pageSize, all.count))
    page.value = PlayerPage(
      players: Array(all[min(pageStart, end)..<end]), firstRowNumber: pageStart + 1,
      totalCount: all.count, number: pageStart / pageSize + 1)
  }

  /// Shows what `place` names, as a route opens the table: its row selected, or else the
  /// player last opened (each on the page that holds it, whatever page it gives), or else its
  /// page, the last when it names one past it (written where pages were shorter). The player
  /// last opened becomes `place`'s, or none, as in a fresh app. A named row is marked in line
  /// mode too (a key-driven app's route names the row it marks): ``routeNamedSelectedRow``.
  ///
  /// - Parameters:
  ///   - selectingVisited: Whether the player last opened is selected too, not only shown.
  ///   - route: The route's address, for its errors; `rows` says whose rows they are.
  /// - Throws: ``MVVMC/RouteError`` when the row is not there or no player has the id.
  func show(
    _ place: TablePlace, selectingVisited: Bool, route: String, rows: DemoRouteProblem.Rows
  ) throws(RouteError) {
    let visited = try place.visited.map { id throws(RouteError) in
      guard let player = player(withID: id) else {
        throw RouteError(route: route, .noPlayer(id: id), listsAcceptedForms: false)
      }
      return player
    }
    if let row = place.row {
      // The row decides the page: a page written at another size still finds its row.
      guard player(atRow: row) != nil else {
        throw RouteError(
          route: route, .noRow(row, in: rows, count: matches.value.count),
          listsAcceptedForms: false)
      }
      selectRow(at: row - 1)
    } else if let visited, let index = index(of: visited) {
      // So does the visited player, as a row does.
      if selectingVisited { selectRow(at: index) } else { showPage(number: index / pageSize + 1) }
    } else {
      showPage(number: min(place.page, pageCount))
    }
    if selectedPlayer.value != visited { selectedPlayer.value = visited }
    routeNamedSelectedRow = place.row != nil
  }
}
