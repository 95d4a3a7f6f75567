import MVVMC

/// The teammates' route, below a player's page: `player/id/7/teammates`.
struct TeammatesRoute: DemoRoute {
  static let forms = [RouteForm("teammates") { DemoStrings($0).teammates.form }]

  /// `teammates`, with no query: the teammates take no parameter.
  static func read(path: String, query: String?, route: String) -> Self? {
    path == "teammates" && query == nil ? TeammatesRoute() : nil
  }

  var address: String { "teammates" }

}
