import MVVMC

extension PlayerListViewModel {
  /// Shows what the list's segment of a route names: its filter and search, then its row (on
  /// the page that holds it, whatever page the route gives) or else its page, the last when
  /// the route names one past it (written where pages were shorter). What the root
  /// coordinator does with the first segment of a route.
  ///
  /// - Throws: ``MVVMC/RouteError`` when the row is not there; the filter and the search are
  ///   applied by then.
  func show(_ route: PlayerListRoute) throws(RouteError) {
    route.query.apply(to: self)
    if let row = route.row {
      // The row decides the page: a page written at another size still finds its row.
      guard let player = player(atRow: row) else {
        throw RouteError(
          route: route.address, .noRow(row, in: .list, count: matches.value.count),
          listsAcceptedForms: false)
      }
      select(player)
      return
    }
    // A page past the last, written where pages were shorter, opens the last.
    showPage(number: min(route.page, pageCount))
  }
}
