import MVVMC

/// A segment of the demo's routes (``MVVMC/RouteSegment``), declared in its scene's folder: how
/// it is written and read, what it opens, and what it adds to the exported site.
///
/// ```swift
/// struct TopScorersRoute: DemoRoute {
///   static let forms = [RouteForm("scorers", summary: "the players by goals")]
///   static func read(path: String, query: String?, route: String) -> Self? {
///     path == "scorers" && query == nil ? Self() : nil
///   }
///   var address: String { "scorers" }
///   static var reader: (any RouteHandling.Type)? { TopScorersCoordinator.self }
///   func open(over owner: any RouteHandling, in app: AppCoordinator) -> any RouteHandling {
///     app.startChild(TopScorersCoordinator(…))   // returns the new child
///   }
/// }
/// ```
package protocol DemoRoute: RouteSegment {
  /// Opens the segment over the scenes of `owner`, the coordinator that reads it, and returns
  /// the coordinator that reads the segments after it (``MVVMC/RouteSegment/reader``).
  @MainActor func open(over owner: any RouteHandling, in app: AppCoordinator) throws(RouteError)
    -> any RouteHandling

  /// What the scene contributes to the exported site: the routes of its pages, showing
  /// `players` with lists cut into pages of `pageSize` rows; every page a link of the site
  /// can lead to. None by default.
  static func siteRoutes(players: [Player], pageSize: Int) -> [Route]

  /// The coordinator this segment is added below by the segment's own folder, for a scene
  /// reached from another one without editing it (the comparison below a player's page);
  /// `nil` when the coordinator itself declares it (``DemoRouteHandling/ownRoutes``).
  static var contributedBelow: (any DemoRouteHandling.Type)? { get }
}

extension DemoRoute {
  package static func siteRoutes(players: [Player], pageSize: Int) -> [Route] { [] }

  package static var contributedBelow: (any DemoRouteHandling.Type)? { nil }

  /// The segment as a route over the list's default, as a deep link opens it.
  var overTheList: Route {
    Route([PlayerListRoute.implied!, self])
  }
}
