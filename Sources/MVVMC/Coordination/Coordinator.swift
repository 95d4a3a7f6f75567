/// Owns a piece of navigation: creates scenes and their view models, shows them through the
/// ``Navigator``, and starts child coordinators for flows of their own.
///
/// Most coordinators subclass ``BaseCoordinator``, which keeps children, a weak parent and a
/// typed result, and fills in what the inspector and the test support read of the tree
/// (``name``, ``children``, ``scenes``); a type that only needs `start()` can conform directly
/// and keep the defaults.
///
/// ```swift
/// let app = AppCoordinator(navigator: navigator, listViewModel: list, strings: strings)
/// app.start()
/// app.name                // "AppCoordinator"
/// app.scenes.map(\.title) // ["Players"]
/// ```
@MainActor
public protocol Coordinator: AnyObject {
  /// Shows the coordinator's first scene (or builds its stack).
  func start()

  /// A name for the inspector's tree, events and traces; the type's name by default.
  var name: String { get }

  /// The child coordinators that are running, in the order they started; none by default.
  var children: [any Coordinator] { get }

  /// The scenes this coordinator put up that are still shown; none by default.
  var scenes: [any Scene] { get }
}

extension Coordinator {
  public var name: String { String(describing: type(of: self)) }

  public var children: [any Coordinator] { [] }

  public var scenes: [any Scene] { [] }
}
