/// A coordinator the inspector can walk: its name, the children it runs and the scenes it owns.
///
/// ``BaseCoordinator`` conforms, so every coordinator built on it shows in the inspector's
/// tree; a coordinator written from scratch conforms by exposing the same three things.
///
/// ```swift
/// let app = AppCoordinator(navigator: navigator)
/// app.start()
/// app.name                // "AppCoordinator"
/// app.scenes.map(\.title) // ["Players"]
/// ```
@MainActor
public protocol InspectableCoordinator: Coordinator {
  /// A name for the tree, such as `PickerCoordinator<PlayerFilter>`.
  var name: String { get }
  /// The child coordinators that are running, in the order they started.
  var children: [any Coordinator] { get }
  /// The scenes this coordinator put up that are still shown.
  var scenes: [any Scene] { get }
}

extension BaseCoordinator: InspectableCoordinator {}
