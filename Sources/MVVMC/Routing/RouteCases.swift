/// The segments one coordinator opens itself, each mapped to a case of its own `Route` enum:
/// the one declaration its `switch` and the app's route tree both read.
///
/// A coordinator declares its cases once (``RouteHandling/ownRoutes``). A segment read from text
/// becomes one of them here, the one place a segment read as any ``RouteSegment`` meets its
/// type, so the coordinator's `switch` needs no cast and handles every case the compiler knows.
/// The app's ``RouteTree`` is derived from the same cases (``RouteTree/add(_:below:)-(RouteShape,_)``): a
/// segment can follow another only where a coordinator has a case for it.
///
/// ```swift
/// enum Route { case book(BookRoute) }
/// static let ownRoutes = RouteCases<Route>().on(BookRoute.self, Route.book)
/// // `book/2` reaches the coordinator's `open(_:)` as `.book(BookRoute(number: 2))`.
/// ```
public struct RouteCases<Route>: Sendable {
  private var entries: [Entry] = []

  private struct Entry: Sendable {
    let type: any RouteSegment.Type
    /// Whether the segment follows the coordinator's scene; the root's own segment does not.
    var isFollower = true
    let followers: @Sendable () -> RouteShape
    let make: @Sendable (any RouteSegment) -> Route?
  }

  /// No case: a coordinator that opens nothing below its scene but what other folders add.
  public init() {}

  /// These cases and `type` as `make` builds it; nothing the segment opens has segments of its
  /// own.
  public func on<Segment: RouteSegment>(
    _ type: Segment.Type, _ make: @escaping @Sendable (Segment) -> Route
  ) -> RouteCases {
    adding(type, followers: { RouteShape() }, make: make)
  }

  /// These cases and `type` as `make` builds it, opened by a coordinator of type `opener`:
  /// what may follow the segment is what `opener` opens itself (its ``RouteHandling/ownRoutes``).
  public func on<Segment: RouteSegment, Opener: RouteHandling & SendableMetatype>(
    _ type: Segment.Type, openedBy opener: Opener.Type,
    _ make: @escaping @Sendable (Segment) -> Route
  ) -> RouteCases {
    adding(type, followers: { Opener.ownRoutes.shape }, make: make)
  }

  /// These cases and the root's own segment, `type`, as `make` builds it: the root
  /// coordinator opens the first segment of every route as well as those after it.
  public func root<Segment: RouteSegment>(
    _ type: Segment.Type, _ make: @escaping @Sendable (Segment) -> Route
  ) -> RouteCases {
    var cases = adding(type, followers: { RouteShape() }, make: make)
    cases.entries[cases.entries.count - 1].isFollower = false
    return cases
  }

  private func adding<Segment: RouteSegment>(
    _ type: Segment.Type, followers: @escaping @Sendable () -> RouteShape,
    make: @escaping @Sendable (Segment) -> Route
  ) -> RouteCases {
    var cases = self
    cases.entries.append(
      Entry(type: type, followers: followers) { segment in (segment as? Segment).map(make) })
    return cases
  }

  /// `segment` as the case declared for its type, or `nil` when no case is.
  ///
  /// - Complexity: O(*n*) for *n* cases.
  func route(for segment: any RouteSegment) -> Route? {
    for entry in entries {
      if let route = entry.make(segment) { return route }
    }
    return nil
  }

  /// The segment types of the cases, each with what follows it, as the route tree reads them.
  public var shape: RouteShape {
    RouteShape(
      entries.filter(\.isFollower).map {
        RouteShape.Follower(type: $0.type, followers: $0.followers)
      })
  }
}

/// What may follow a segment: the segment types a coordinator opens itself, each with what may
/// follow it in turn, read lazily so a shape can name itself (a page below a page).
public struct RouteShape: Sendable {
  /// One segment type and what may follow it.
  package struct Follower: Sendable {
    /// The segment type.
    package let type: any RouteSegment.Type
    /// What may follow it.
    package let followers: @Sendable () -> RouteShape
  }

  /// The segment types, in the order their cases were declared.
  package let types: [Follower]

  /// A shape of `types`; none by default.
  package init(_ types: [Follower] = []) {
    self.types = types
  }
}

extension RouteTree {
  /// Lets every segment of `shape` follow `parent`, and what follows each of them follow it in
  /// turn: the tree a coordinator's ``RouteHandling/ownRoutes`` declare. A type met again is
  /// not walked twice, so a shape that names itself ends.
  ///
  /// ```swift
  /// var tree = RouteTree(root: ShelfRoute.self)
  /// tree.add(ReadingListCoordinator.ownRoutes.shape, below: ShelfRoute.self)
  /// ```
  ///
  /// - Complexity: O(*e*) for *e* pairs of a type and a follower.
  public mutating func add(_ shape: RouteShape, below parent: any RouteSegment.Type) {
    var walked: Set<ObjectIdentifier> = []
    var pending: [(RouteShape, any RouteSegment.Type)] = [(shape, parent)]
    while let (shape, parent) = pending.popLast() {
      for follower in shape.types {
        add(follower.type, below: parent)
        if walked.insert(ObjectIdentifier(follower.type)).inserted {
          pending.append((follower.followers(), follower.type))
        }
      }
    }
  }
}
