import Foundation
import MVVMC

/// The filter and search a list route carries after its `?`: `filter=NAME&search=TEXT`,
/// either or both.
///
/// ```swift
/// PlayerListQuery(filter: .byNumber, search: "di maria").parameters
///   // [("filter", "number"), ("search", "di maria")]
/// ```
struct PlayerListQuery: Hashable, Sendable {
  var filter: PlayerFilter?
  var search: String?

  init(filter: PlayerFilter?, search: String?) {
    self.filter = filter
    self.search = search
  }

  /// The filter and the search of a route's parameters.
  ///
  /// - Throws: ``MVVMC/RouteError`` for a filter no name or number gives.
  init(reading parameters: RouteParameters, route: String) throws(RouteError) {
    if let value = parameters["filter"] {
      guard let parsed = PlayerFilter(commandArgument: value) else {
        throw RouteError(route: route, .unknownFilter(value))
      }
      filter = parsed
    }
    search = parameters["search"]
  }

  /// The query with the default filter and an empty search left out.
  var canonical: PlayerListQuery {
    PlayerListQuery(
      filter: filter == PlayerFilter.none ? nil : filter,
      search: search?.isEmpty == true ? nil : search)
  }

  /// The parameters that are not the default, for ``RouteParameters/text(_:)``.
  var parameters: [(String, String?)] {
    [
      ("filter", filter.flatMap { $0 == .none ? nil : $0.commandName }),
      ("search", search.flatMap { $0.isEmpty ? nil : $0 }),
    ]
  }

  /// Gives the list this filter and this search: no filter and no search when not given, as
  /// in a fresh session, whatever the list showed before.
  @MainActor func apply(to list: PlayerListViewModel) {
    list.apply(filter ?? .none)
    list.search(search ?? "")
  }
}
