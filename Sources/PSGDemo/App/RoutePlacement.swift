import MVVMC

/// Where a route segment stands in the demo's route tree: the root, or below another segment.
/// A scene's folder declares its placements (``SceneDescription/routes``); the app puts them
/// together into one ``MVVMC/RouteTree`` (``DemoScenes/routeTree``).
///
/// ```swift
/// RoutePlacement(TopScorersRoute.self, below: PlayerListRoute.self)
/// RoutePlacement(PlayerDetailRoute.self, below: TopScorersRoute.self)
/// ```
package struct RoutePlacement: Sendable {
  /// The segment placed.
  package var route: any DemoRoute.Type
  /// The segment it follows; `nil` for the root.
  package var parent: (any DemoRoute.Type)?

  /// `route` below `parent`.
  package init(_ route: any DemoRoute.Type, below parent: any DemoRoute.Type) {
    self.route = route
    self.parent = parent
  }

  /// `route` as the root of every route.
  package init(root route: any DemoRoute.Type) {
    self.route = route
    self.parent = nil
  }
}
