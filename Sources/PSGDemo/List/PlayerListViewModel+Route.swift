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
    try show(route.place, selectingVisited: false, route: route.address, rows: .list)
  }
}
