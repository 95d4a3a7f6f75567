/// Whoever put a scene on the ``Navigator`` and wants to know when it leaves: a coordinator.
///
/// The navigator tells the owner of every scene it removes, however the scene was removed
/// (`back`, pop to root, a replaced stack), so that a coordinator whose scenes are all gone can
/// finish and be freed. ``BaseCoordinator`` implements it.
@MainActor
public protocol SceneOwner: AnyObject {
  /// Called after `scene` has left `navigator` and its ``NavigationEvent`` was sent.
  func navigator(_ navigator: Navigator, didRemove scene: any Scene)
}
