import MVVMC

extension PlayerListViewModel {
  /// Shows what the list's segment of a route names: its filter and search, then its selected
  /// row or else its visited player (each on the page that holds it, whatever page the route
  /// gives) or else its page, the last when the route names one past it (written where pages
  /// were shorter). The player last opened becomes the visited one, or none, as in a fresh
  /// app: only `visited=` names it. A named row is marked in line mode too (a key-driven app's
  /// route names the row it marks): ``routeNamedSelectedRow``. What the root coordinator does
  /// with the first segment of a route.
  ///
  /// - Throws: ``MVVMC/RouteError`` when the row is not there or no player has the visited id;
  ///   the filter and the search are applied by then; or when a pinned id is no player's.
  func show(_ route: PlayerListRoute) throws(RouteError) {
    try route.query.apply(to: self, route: route.address)
    let visited = try route.visited.map { id throws(RouteError) in
      guard let player = player(withID: id) else {
        throw RouteError(route: route.address, .noPlayer(id: id), listsAcceptedForms: false)
      }
      return player
    }
    if let row = route.row {
      // The row decides the page: a page written at another size still finds its row.
      guard player(atRow: row) != nil else {
        throw RouteError(
          route: route.address, .noRow(row, in: .list, count: matches.value.count),
          listsAcceptedForms: false)
      }
      selectRow(at: row - 1)
    } else if let visited, let index = index(of: visited) {
      // So does the visited player, as a row does; the selection follows the page.
      showPage(number: index / pageSize + 1)
    } else {
      // A page past the last, written where pages were shorter, opens the last.
      showPage(number: min(route.page, pageCount))
    }
    if selectedPlayer.value != visited { selectedPlayer.value = visited }
    routeNamedSelectedRow = route.row != nil
  }
}
