import Foundation

/// The filter and search a list route carries after its `?`: `filter=NAME&search=TEXT`,
/// either or both. The list's route and the picker's (which shows that list under it) share it.
///
/// ```swift
/// try PlayerListQuery(reading: "filter=gardiens&search=di+maria", route: "…")
///   // filter .goalkeepers, search "di maria"
/// PlayerListQuery(filter: .byNumber, search: "di maria").text   // "?filter=number&search=di%20maria"
/// ```
struct PlayerListQuery: Hashable, Sendable {
  var filter: PlayerFilter?
  var search: String?

  init(filter: PlayerFilter?, search: String?) {
    self.filter = filter
    self.search = search
  }

  /// Reads a query; `nil` or empty is no filter and no search.
  ///
  /// - Parameter route: The route as given, for the error.
  init(reading query: String?, route: String) throws(RouteError) {
    guard let query, !query.isEmpty else { return }
    for pair in query.split(separator: "&") {
      let keyValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let key = String(keyValue[0])
      let raw = keyValue.count > 1 ? String(keyValue[1]) : ""
      let value = raw.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? raw
      switch key {
      case "filter":
        guard let parsed = PlayerFilter(commandArgument: value) else {
          throw RouteError(route: route, problem: "unknown filter “\(value)”")
        }
        filter = parsed
      case "search":
        search = value
      default:
        throw RouteError(route: route, problem: "unknown parameter “\(key)”")
      }
    }
  }

  /// The query with the default filter and an empty search left out.
  var canonical: PlayerListQuery {
    PlayerListQuery(
      filter: filter == PlayerFilter.none ? nil : filter,
      search: search?.isEmpty == true ? nil : search)
  }

  /// The query as written after a path: empty, or `?` and the parameters that are not the
  /// default.
  var text: String {
    var parameters: [String] = []
    if let filter, filter != .none { parameters.append("filter=" + filter.commandName) }
    if let search, !search.isEmpty {
      parameters.append("search=" + Route.percentEncoded(search))
    }
    return parameters.isEmpty ? "" : "?" + parameters.joined(separator: "&")
  }

  /// Gives the list this filter and this search: no filter and no search when not given, as
  /// in a fresh session, whatever the list showed before.
  @MainActor func apply(to list: PlayerListViewModel) {
    list.apply(filter ?? .none)
    list.search(search ?? "")
  }
}
