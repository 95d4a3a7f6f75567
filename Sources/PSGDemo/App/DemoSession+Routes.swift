import MVVMC

/// Deep links: the stack a route builds, the route of the screen shown, and its trace line.
extension DemoSession {
  /// Builds the stack a deep link names.
  package func open(_ route: RoutePath) throws(RouteError) {
    try coordinator.open(route)
    traceRoute()
  }

  /// The route that shows the scene on top: what `--open` takes to come back here.
  package var currentRoute: RoutePath? {
    navigator.route
  }

  /// Traces the route of the screen now shown, once the command's flow has settled (a filter
  /// is applied after the picker is dismissed, so a navigation event is too early).
  func traceRoute() {
    guard let trace, let route = currentRoute else { return }
    trace("route \(route.address)")
  }
}
