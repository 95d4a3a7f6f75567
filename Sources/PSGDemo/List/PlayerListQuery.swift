import Foundation
import MVVMC

/// The filter, search and pinned players a list route carries after its `?`:
/// `filter=NAME&search=TEXT&pinned=ID,ID`, any of them.
///
/// ```swift
/// PlayerListQuery(filter: .byNumber, search: "di maria").parameters
///   // [("filter", "number"), ("search", "di maria"), ("pinned", nil)]
/// ```
struct PlayerListQuery: Hashable, Sendable {
  var filter: PlayerFilter?
  var search: String?
  /// The feed ids of the pinned players, in the order they were pinned.
  var pinned: [Int] = []

  init(filter: PlayerFilter?, search: String?, pinned: [Int] = []) {
    self.filter = filter
    self.search = search
    self.pinned = pinned
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
    pinned = try Self.pinned(parameters["pinned"], route: route)
  }

  /// The ids of `pinned=ID,ID`, each once, at most
  /// ``PlayerListViewModel/maximumPinnedPlayers``.
  ///
  /// - Throws: ``MVVMC/RouteError`` for a value that is not an id, or for too many.
  private static func pinned(_ text: String?, route: String) throws(RouteError) -> [Int] {
    guard let text, !text.isEmpty else { return [] }
    var ids: [Int] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard ids.count < PlayerListViewModel.maximumPinnedPlayers else {
        throw RouteError(
          route: route, .tooManyPinned(maximum: PlayerListViewModel.maximumPinnedPlayers))
      }
      guard let id = Int(part) else { throw RouteError(route: route, .notAPlayerID(String(part))) }
      if !ids.contains(id) { ids.append(id) }
    }
    return ids
  }

  /// The query with the default filter and an empty search left out.
  var canonical: PlayerListQuery {
    PlayerListQuery(
      filter: filter == PlayerFilter.none ? nil : filter,
      search: search?.isEmpty == true ? nil : search, pinned: pinned)
  }

  /// The parameters that are not the default, for ``RouteParameters/text(_:)``.
  var parameters: [(String, String?)] {
    [
      ("filter", filter.flatMap { $0 == .none ? nil : $0.commandName }),
      ("search", search.flatMap { $0.isEmpty ? nil : $0 }),
      ("pinned", pinned.isEmpty ? nil : pinned.map { String($0) }.joined(separator: ",")),
    ]
  }

  /// Gives the list these pins, this filter and this search: none of them when not given,
  /// as in a fresh session, whatever the list showed before.
  ///
  /// - Throws: ``MVVMC/RouteError`` when a pinned id is no loaded player's.
  @MainActor func apply(to list: PlayerListViewModel, route: String) throws(RouteError) {
    for id in pinned where list.player(withID: id) == nil {
      throw RouteError(route: route, .noPlayer(id: id), listsAcceptedForms: false)
    }
    list.pin(pinned)
    list.apply(filter ?? .none)
    list.search(search ?? "")
  }
}
