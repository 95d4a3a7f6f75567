/// A scene's one handle to its coordinator's routes: what a key, a typed command, a click and a
/// deep link at that level all call, so there is one way in.
///
/// The coordinator lists its children in its `Route` enum and opens each in one `switch`
/// (``RouteHandling/open(_:)``); its scene is given a router of that enum and never navigates
/// itself. `back` is the navigator's own act: it removes the scene on top, and the coordinator
/// that owned it ends when its last scene goes.
///
/// ```swift
/// // In the coordinator of a player's page:
/// enum Route { case compare(ComparisonRoute) }
/// push(PlayerDetailScene(viewModel: viewModel, router: Router(self, navigator: navigator)))
///
/// // In the scene, for `compare`, the `c` key or a click:
/// try router.open(.compare(ComparisonRoute(other: nil)))
/// ```
///
/// The router holds its coordinator and navigator weakly: a scene never keeps its coordinator
/// alive, and a router whose coordinator has ended opens nothing.
@MainActor
public struct Router<Route> {
  private let openRoute: @MainActor (Route) throws(RouteError) -> Void
  private let goBack: @MainActor () -> Bool

  /// A router that opens routes through `opener` and goes back on `navigator`.
  public init<Opener: RouteHandling>(_ opener: Opener, navigator: Navigator)
  where Opener.Segment == Route {
    openRoute = { [weak opener] route throws(RouteError) in _ = try opener?.open(route) }
    goBack = { [weak navigator] in navigator?.back() ?? false }
  }

  /// Opens `route` through the coordinator's `switch`.
  ///
  /// - Throws: ``RouteError`` when the route names what is not there; nothing changed then.
  public func open(_ route: Route) throws(RouteError) {
    try openRoute(route)
  }

  /// Leaves the scene on top: dismisses the modal scene if there is one, else pops.
  ///
  /// - Returns: `false` when there is nothing to go back to (the root alone).
  @discardableResult
  public func back() -> Bool {
    goBack()
  }
}
