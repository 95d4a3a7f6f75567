/// A scene that names its segment of a route, so its screen can be linked to and reopened.
///
/// The navigator joins the segments of the scenes on its stack into the route of the scene on
/// top (``Navigator/route``), and fills in each screen's address and the address `back` leads
/// to. The segment is a function of what the scene shows now: opening the route in a fresh app
/// builds the same stack and the same screen.
///
/// ```swift
/// final class TopScorersScene: RoutedScene {
///   var routeSegment: any RouteSegment {
///     TopScorersRoute(page: viewModel.page.value, row: viewModel.selectedRow)
///   }
///   …
/// }
/// ```
@MainActor
public protocol RoutedScene: Scene {
  /// This scene's segment of the route, as it shows now.
  var routeSegment: any RouteSegment { get }
}
