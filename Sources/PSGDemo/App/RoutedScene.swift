import MVVMC

/// A scene that can say which ``Route`` shows it, so its screen can be linked to and reopened.
///
/// The route is a function of what the scene shows: opening it in a fresh session
/// (``DemoSession/open(_:)``) with the same page size builds a scene whose screen equals this
/// one's, apart from state the route does not name (the row last opened, the row selected
/// within the page).
///
/// ```swift
/// let scene: any RoutedScene = …          // the detail of Kylian MBAPPÉ
/// scene.route.address                     // "player/id/32"
/// ```
@MainActor
protocol RoutedScene: Scene {
  /// The route that shows this scene as it is now.
  var route: Route { get }
}
