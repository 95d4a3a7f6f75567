import MVVMC
import PlayerFeed

/// The picker's route: `filters`, over the list whose filter it changes; `filters?row=R` when
/// the highlighted filter (counted from 1) is not the list's.
///
/// The list's filter and search are the list's segment, before it: the picker over the
/// goalkeepers is `players?filter=goalkeepers/filters`.
///
/// ```swift
/// RoutePath.filterPicker(filter: .academy, search: nil).address   // "players?filter=academy/filters"
/// RoutePath.filters.address                                       // "filters"
/// ```
package struct FilterPickerRoute: DemoRoute {
  /// The highlighted filter, counted from 1, when it is not the list's.
  var row: Int?

  package static let forms = [
    RouteForm("filters") { DemoStrings($0).filtersForm },
    RouteForm("filters?row=R", isListedInErrors: false) { DemoStrings($0).filtersRowForm },
  ]

  package static func read(path: String, query: String?, route: String) throws(RouteError) -> Self?
  {
    guard path == "filters" else { return nil }
    let parameters = try RouteParameters(query, accepting: ["row"], route: route)
    let row = try parameters.positiveNumber(.row)
    if let row, row > PlayerFilter.allCases.count {
      throw RouteError(route: route, .noFilter(row))
    }
    return FilterPickerRoute(row: row)
  }

  package var address: String {
    "filters" + RouteParameters.text([("row", row.map { String($0) })])
  }

  /// The picker over the list under each filter (the list's filter is the picker's choice).
  package static func siteRoutes(players: [Player], pageSize: Int) -> any Sequence<RoutePath> {
    PlayerFilter.allCases.map { .filterPicker(filter: $0, search: nil) }
  }
}

extension RoutePath {
  /// The filter picker over the list with the given filter and search.
  package static func filterPicker(filter: PlayerFilter?, search: String?) -> RoutePath {
    RoutePath([
      PlayerListRoute(query: PlayerListQuery(filter: filter, search: search)).canonical,
      FilterPickerRoute(),
    ])
  }

  /// The filter picker over the unfiltered list.
  package static let filters = RoutePath.filterPicker(filter: nil, search: nil)
}
