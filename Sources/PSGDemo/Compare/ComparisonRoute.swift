import Foundation
import MVVMC

/// The comparison's routes, below a player's page: `compare/ID` (the picker over the other
/// players, `?search=TEXT` when searched) and `compare/ID/OTHER` (the two side by side),
/// players named by their feed id.
///
/// Opening one opens the page of player `ID` first (its own route), then starts the comparison
/// as a child of the coordinator that owns that page, as the `compare` action does, so the
/// stack is the one the user built: list, page, picker or comparison.
///
/// ```swift
/// Route.compare(7, with: 30).address                  // "compare/7/30"
/// Route.compare(7, with: nil, search: "di m").address  // "compare/7?search=di%20m"
/// ```
struct ComparisonRoute: SceneRoute {
  var player: Int
  var other: Int?
  /// The picker's search (folded), when there is one: a searched picker is another screen.
  var search: String?

  static let forms = [
    RouteForm("compare/ID", summary: "the players to compare with player ID, over their page"),
    RouteForm(
      "compare/ID?search=TEXT", summary: "those whose name contains TEXT",
      isListedInErrors: false),
    RouteForm("compare/ID/ID", summary: "two players side by side, over the first one's page"),
  ]

  static func read(path: String, query: String?, route: String) throws(RouteError) -> Self? {
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    guard components.first == "compare" else { return nil }
    guard components.count == 2 || components.count == 3 else {
      throw RouteError(route: route, problem: "compare takes one or two player ids")
    }
    var ids: [Int] = []
    for component in components.dropFirst() {
      guard let id = Int(component) else {
        throw RouteError(route: route, problem: "“\(component)” is not a player id")
      }
      ids.append(id)
    }
    var search: String?
    if let query, !query.isEmpty {
      let parts = query.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard ids.count == 1, parts.count == 2, parts[0] == "search" else {
        throw RouteError(route: route, problem: "unknown parameter “\(parts[0])”")
      }
      let raw = String(parts[1]).replacingOccurrences(of: "+", with: " ")
      search = (raw.removingPercentEncoding ?? raw).foldedForComparison
    }
    return ComparisonRoute(
      player: ids[0], other: ids.count > 1 ? ids[1] : nil,
      search: search?.isEmpty == true ? nil : search)
  }

  var address: String {
    "compare/\(player)" + (other.map { "/\($0)" } ?? "")
      + (search.map { "?search=" + Route.percentEncoded($0) } ?? "")
  }

  func open(in app: AppCoordinator) throws(RouteError) {
    let list = app.listViewModel
    var chosen: Player?
    if let other {
      guard let found = list.player(withID: other), other != player else {
        throw RouteError(route: address, problem: "no other player has the id \(other)")
      }
      chosen = found
    }
    try Route.player(id: player).scene.open(in: app)
    guard let owner = app.navigator.topOwner as? BaseCoordinator<Void>,
      let shown = list.player(withID: player)
    else { throw RouteError(route: address, problem: "no player has the id \(player)") }
    let flow = ComparisonCoordinator(
      navigator: app.navigator, player: shown, players: list.loadedPlayers,
      strings: app.strings, marksSelectedRow: app.marksSelectedRow)
    owner.startChild(flow)
    if let search { flow.search(search) }
    if let chosen { flow.choose(chosen) }
  }
}

extension Route {
  /// The picker comparing player `id` with another (`other` `nil`), searched for `search`, or
  /// the two side by side.
  static func compare(_ id: Int, with other: Int?, search: String? = nil) -> Route {
    Route(ComparisonRoute(player: id, other: other, search: search?.isEmpty == true ? nil : search))
  }
}
