import MVVMC

@testable import PSGDemo

/// The teammates' route, below a player's page: `player/id/7/teammates`.
struct TeammatesRoute: PlayerDetailChildRoute {
  static let forms = [RouteForm("teammates", summary: "the players of the page's position")]

  static func read(path: String, query: String?, route: String) throws(RouteError) -> Self? {
    guard path == "teammates" else { return nil }
    guard query == nil else {
      throw RouteError(route: route, problem: "the teammates take no parameter")
    }
    return TeammatesRoute()
  }

  var address: String { "teammates" }

  /// The flow below `page`, not started: the page's coordinator starts it.
  @MainActor
  func makeFlow(below page: PlayerDetailContext) throws(RouteError) -> BaseCoordinator<Void> {
    TeammatesCoordinator(page: page)
  }
}
