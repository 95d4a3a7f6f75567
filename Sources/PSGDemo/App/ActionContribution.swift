import MVVMC
import Rendering

/// An action a scene's folder adds to another scene: offered there (in its help, its footer, its
/// keys), and performed with the coordinator that owns that scene, so a flow opens below an
/// existing scene without that scene's code changing.
///
/// ```swift
/// ActionContribution(
///   .compare, isOffered: { $0 is PlayerDetailScene }
/// ) { context, argument throws(CommandError) in
///   guard let owner = context.owner as? BaseCoordinator<Void> else { … }
///   owner.startChild(ComparisonCoordinator(…))
/// }
/// ```
package struct ActionContribution: Sendable {
  /// Where a contributed action is performed: the scene on top, its owner and the app.
  @MainActor
  package struct Context {
    /// The scene the action was offered on.
    package let scene: any Scene
    /// The coordinator that put that scene up: a flow the action starts is its child.
    package let owner: (any SceneOwner)?
    /// The root coordinator, for what the app holds (the players, the words).
    package let app: AppCoordinator
  }

  /// The action, declared as any other.
  package var action: Action
  /// Whether a scene offers it.
  package var isOffered: @MainActor @Sendable (any Scene) -> Bool
  /// Performs it, with the typed text or `nil` from a key.
  package var perform: @MainActor @Sendable (Context, String?) throws(CommandError) -> Void
  /// Where the action leads on a linked screen (Markdown, HTML), if it names a route.
  package var destination: (@MainActor @Sendable (any Scene) -> Destination?)?

  package init(
    _ action: Action, isOffered: @escaping @MainActor @Sendable (any Scene) -> Bool,
    destination: (@MainActor @Sendable (any Scene) -> Destination?)? = nil,
    perform: @escaping @MainActor @Sendable (Context, String?) throws(CommandError) -> Void
  ) {
    self.action = action
    self.isOffered = isOffered
    self.destination = destination
    self.perform = perform
  }
}
