import MVVMC

extension PlayerListViewModel {
  /// Shows what the list's segment of a route names: its filter and search, its page and, if
  /// given, its selected row. What the root coordinator does with the first segment of a
  /// route.
  ///
  /// - Throws: ``MVVMC/RouteError`` when the page or the row is not there; the filter and the
  ///   search are applied by then.
  func show(_ route: PlayerListRoute) throws(RouteError) {
    route.query.apply(to: self)
    guard showPage(number: route.page) else {
      let pages = pageCount
      throw RouteError(
        route: route.address,
        problem:
          "there is no page \(route.page): the list has \(pages) page\(pages == 1 ? "" : "s")",
        listsAcceptedForms: false)
    }
    guard let row = route.row else { return }
    let first = page.value.firstRowNumber
    // The count first: `first + row - 1` cannot overflow once `row` is a row of the page.
    guard row <= page.value.players.count, let player = player(atRow: first + row - 1) else {
      throw RouteError(
        route: route.address, problem: "there is no row \(row) on page \(route.page)",
        listsAcceptedForms: false)
    }
    select(player)
  }
}
