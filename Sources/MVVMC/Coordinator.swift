/// Owns a piece of navigation: creates scenes and their view models, shows them through the
/// ``Navigator``, and starts child coordinators for flows of their own.
///
/// Most coordinators subclass ``BaseCoordinator``, which keeps children, a weak parent and a
/// typed result; a type that only needs `start()` can conform directly.
@MainActor
public protocol Coordinator: AnyObject {
  /// Shows the coordinator's first scene (or builds its stack).
  func start()
}
