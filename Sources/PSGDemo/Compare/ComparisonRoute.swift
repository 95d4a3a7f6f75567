import Foundation
import MVVMC
import PlayerFeed

/// The comparison's routes, below a player's page: `compare` (the picker over the other
/// players; `?search=TEXT` when searched, `row=N` when row N is highlighted rather than the
/// first) and `compare/ID` (the two side by side), players named by their feed id.
///
/// The page's player is the segment before: `player/id/7/compare/30` compares player 7 with
/// player 30, and `back` from it returns to player 7's page, as after the `compare` action.
///
/// ```swift
/// RoutePath.compare(7, with: 30).address                  // "player/id/7/compare/30"
/// RoutePath.compare(7, with: nil, search: "di m").address  // "player/id/7/compare?search=di%20m"
/// ```
struct ComparisonRoute: DemoRoute {
  /// The player compared with the page's, or `nil` for the picker.
  var other: Int?
  /// The picker's search (folded), when there is one: a searched picker is another screen.
  var search: String?
  /// The picker's highlighted row, counted from 1 over its matches, when it is not the first.
  var row: Int?

  /// `compare/ID` first: `--help` writes the flows added below the comparison after a
  /// segment's first form, and they stand below the two side by side, not the picker.
  package static let forms = [
    RouteForm("compare/ID") { DemoStrings($0).comparison.idForm },
    RouteForm("compare") { DemoStrings($0).comparison.form },
    RouteForm("compare?search=TEXT&row=R", isListedInErrors: false) {
      DemoStrings($0).comparison.queryForm
    },
  ]

  package static func read(path: String, query: String?, route: String) throws(RouteError) -> Self?
  {
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    guard components.first == "compare" else { return nil }
    if components.count == 2 {
      guard let id = Int(components[1]) else {
        throw RouteError(route: route, .notAPlayerID(String(components[1])))
      }
      guard query == nil else {
        throw RouteError(route: route, .comparisonTakesNoParameter)
      }
      return ComparisonRoute(other: id)
    }
    let parameters = try RouteParameters(query, accepting: ["search", "row"], route: route)
    let search = parameters["search"]?.foldedForComparison
    return ComparisonRoute(
      other: nil, search: search?.isEmpty == true ? nil : search,
      row: try parameters.positiveNumber(.row))
  }

  /// `compare` for the picker, `comparison` for the two side by side: two scenes, one segment.
  package var sceneID: String { other == nil ? "compare" : "comparison" }

  package var address: String {
    if let other { return "compare/\(other)" }
    return "compare"
      + RouteParameters.text([("search", search), ("row", row.map { String($0) })])
  }

  /// For each player, the comparison with their partner in the site
  /// (``sitePartner(of:in:)``): one page a player, each the size of one comparison. Every pair
  /// would be N² pages, and a picker page a player would cost the whole feed each; the site
  /// grows linearly with the players, and a player added at the end of the feed renames no
  /// page.
  package static func siteRoutes(players: [Player], pageSize: Int) -> any Sequence<RoutePath> {
    players.indices.lazy.compactMap { index in
      sitePartner(at: index, in: players).map { RoutePath.compare(players[index].id, with: $0.id) }
    }
  }

  /// The player the site compares the player at `index` with: the one before them in the
  /// feed (the first with the second). Players next to each other in a squad's feed play in
  /// the same line.
  ///
  /// - Complexity: O(1).
  static func sitePartner(at index: Int, in players: [Player]) -> Player? {
    guard players.indices.contains(index) else { return nil }
    if index > 0 { return players[index - 1] }
    return players.count > 1 ? players[1] : nil
  }
}

extension ComparisonRoute {
  /// The id a typed `compare ID` names, or `nil` for `compare` alone.
  ///
  /// - Throws: ``CommandError`` when the text is not a number.
  static func id(_ argument: String?, strings: DemoStrings) throws(CommandError) -> Int? {
    guard let argument else { return nil }
    guard let id = Int(argument) else { throw strings.error(.noOtherPlayer(id: argument)) }
    return id
  }
}

extension RoutePath {
  /// The picker comparing player `id` with another (`other` `nil`), searched for `search`, or
  /// the two side by side, over that player's page over the list.
  static func compare(_ id: Int, with other: Int?, search: String? = nil) -> RoutePath {
    RoutePath([
      PlayerListRoute.all, PlayerDetailRoute(key: .id(id)),
      ComparisonRoute(other: other, search: search?.isEmpty == true ? nil : search),
    ])
  }
}
