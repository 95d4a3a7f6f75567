/// The picker's route: `filters`, with the query of the list under it.
///
/// The filter is the picker's current choice, and choosing keeps the search, so the route
/// names that list.
///
/// ```swift
/// Route.filterPicker(filter: .academy, search: nil).address   // "filters?filter=academy"
/// ```
struct FilterPickerRoute: SceneRoute {
  var listQuery: PlayerListQuery

  static let forms = [
    RouteForm("filters", summary: "the filter picker over the list"),
    RouteForm(
      "filters?filter=NAME&search=TEXT", summary: "the filter picker over that list",
      isListedInErrors: false),
  ]

  static func read(path: String, query: String?, route: String) throws(RouteError) -> Self? {
    guard path == "filters" else { return nil }
    return FilterPickerRoute(listQuery: try PlayerListQuery(reading: query, route: route))
  }

  var address: String { "filters" + listQuery.text }

  var canonical: FilterPickerRoute { FilterPickerRoute(listQuery: listQuery.canonical) }

  /// The picker over the list under each filter (the list's filter is the picker's choice).
  static func siteRoutes(players: [Player], pageSize: Int) -> [FilterPickerRoute] {
    PlayerFilter.allCases.map {
      FilterPickerRoute(listQuery: PlayerListQuery(filter: $0, search: nil)).canonical
    }
  }

  func open(in app: AppCoordinator) {
    listQuery.apply(to: app.listViewModel)
    app.showFilters(choosing: nil)
  }
}

extension Route {
  /// The filter picker over the list with the given filter and search: the filter is the
  /// picker's current choice, and choosing keeps the search.
  package static func filterPicker(filter: PlayerFilter?, search: String?) -> Route {
    Route(FilterPickerRoute(listQuery: PlayerListQuery(filter: filter, search: search)))
  }

  /// The filter picker over the unfiltered list.
  package static let filters = Route.filterPicker(filter: nil, search: nil)
}
