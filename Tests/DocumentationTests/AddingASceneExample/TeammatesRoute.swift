import MVVMC

@testable import PSGDemo

/// The teammates' route, below a player's page: `player/id/7/teammates`.
struct TeammatesRoute: DemoRoute {
  static let forms = [RouteForm("teammates") { DemoStrings($0).teammatesForm }]

  static func read(path: String, query: String?, route: String) throws(RouteError) -> Self? {
    guard path == "teammates" else { return nil }
    // The teammates take no parameter: every key is unknown, in the session's language.
    _ = try RouteParameters(query, accepting: [], route: route)
    return TeammatesRoute()
  }

  var address: String { "teammates" }

}
