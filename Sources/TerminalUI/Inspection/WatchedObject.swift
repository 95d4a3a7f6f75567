import MVVMC

/// Something the ``Inspector`` watches so it can say when it is freed: held weakly, with its
/// identity and the name the `freed` event gives it.
struct WatchedObject {
  /// The object; `nil` once it is deallocated.
  weak var object: AnyObject?
  /// The object's identity while it lived.
  let identity: ObjectIdentifier
  /// What the `freed` event calls it: `PlayerDetailCoordinator`.
  let name: String
}
