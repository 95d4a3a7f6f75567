import MVVMC

extension PlayerListViewModel {
  /// Shows what the list's segment of a route names: its filter and search, then its row (on
  /// the page that holds it, whatever page the route gives) or else its page. What the root
  /// coordinator does with the first segment of a route.
  ///
  /// - Throws: ``MVVMC/RouteError`` when the row or the page is not there; the filter and the
  ///   search are applied by then.
  func show(_ route: PlayerListRoute) throws(RouteError) {
    route.query.apply(to: self)
    if let row = route.row {
      // The row decides the page: a page written at another size still finds its row.
      guard let player = player(atRow: row) else {
        let count = matches.value.count
        throw RouteError(
          route: route.address,
          problem: "there is no row \(row): the list has \(count) row\(count == 1 ? "" : "s")",
          listsAcceptedForms: false)
      }
      select(player)
      return
    }
    guard showPage(number: route.page) else {
      let pages = pageCount
      throw RouteError(
        route: route.address,
        problem:
          "there is no page \(route.page): the list has \(pages) page\(pages == 1 ? "" : "s")",
        listsAcceptedForms: false)
    }
  }
}
