/// Which route segments may follow which: the shape of an app's routes, as a value.
///
/// The app puts its tree together where it is built, from what each scene's folder declares
/// (a player's page below the list and below the top scorers, a comparison below a player's
/// page). Reading a route (``RoutePath/init(parsing:in:)``), the forms a help text lists
/// (``RoutePath/forms(in:)``) and the forms an error accepts all read this one value, so a
/// test can build an app from a subset of its scenes and read routes with it.
///
/// ```swift
/// var tree = RouteTree(root: PlayerListRoute.self)
/// tree.add(PlayerDetailRoute.self, below: PlayerListRoute.self)
/// tree.add(ComparisonRoute.self, below: PlayerDetailRoute.self)
/// tree.followers(of: PlayerListRoute.self).count   // 1: the player's page
/// ```
public struct RouteTree: Sendable {
  /// The segment every route begins with: the root coordinator's.
  package let root: any RouteSegment.Type

  private var followersByType: [ObjectIdentifier: [any RouteSegment.Type]] = [:]

  /// A tree of the root's segment alone.
  public init(root: any RouteSegment.Type) {
    self.root = root
  }

  /// Lets `segment` follow `parent`, after the segments added below it before: reading tries
  /// them in that order. Adding the same pair again changes nothing.
  public mutating func add(_ segment: any RouteSegment.Type, below parent: any RouteSegment.Type) {
    let key = ObjectIdentifier(parent)
    let present = followersByType[key, default: []]
    guard !present.contains(where: { ObjectIdentifier($0) == ObjectIdentifier(segment) }) else {
      return
    }
    followersByType[key] = present + [segment]
  }

  /// The segment types that may follow `type`, in the order they were added.
  ///
  /// - Complexity: O(1).
  package func followers(of type: any RouteSegment.Type) -> [any RouteSegment.Type] {
    followersByType[ObjectIdentifier(type)] ?? []
  }

  /// Every segment type of the tree, the root's first, then depth by depth in the order they
  /// were added, each once.
  ///
  /// - Complexity: O(*e*) for *e* pairs of a type and a follower.
  package var types: [any RouteSegment.Type] {
    var seen: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
    var types: [any RouteSegment.Type] = [root]
    var index = 0
    while index < types.count {
      for follower in followers(of: types[index])
      where seen.insert(ObjectIdentifier(follower)).inserted {
        types.append(follower)
      }
      index += 1
    }
    return types
  }

  /// The segment types a route may begin with: the root's, and those that may follow the
  /// root's implied segment (``RouteSegment/implied``), which a route may leave out.
  package var firstTypes: [any RouteSegment.Type] {
    root.impliedSegment == nil ? [root] : [root] + followers(of: root)
  }
}
