import Rendering

/// A place in an app as a value: the segments of a path through the coordinator tree, from the
/// root's down to the scene shown, which can be printed, saved and opened again.
///
/// The first segment is always the root's; ``address`` leaves it out when it is the root's
/// default (``RouteSegment/implied``) and others follow, and reading puts it back.
/// ``Navigator/route`` reads the path of the scenes on the stack; ``open(from:in:)`` builds that
/// stack again in a fresh app.
///
/// ```swift
/// let route = try RoutePath(parsing: "scorers/player/id/32", in: tree)
/// route.segments.count   // 3: the list (implied), the scorers, the player
/// route.address          // "scorers/player/id/32"
/// try route.open(from: appCoordinator, in: tree)   // list, scorers, player: back leads to the scorers
/// ```
public struct RoutePath: Hashable, Sendable, CustomStringConvertible {
  /// The segments, the root's first.
  package var segments: [any RouteSegment]

  /// A path of `segments`, the root's first.
  public init(_ segments: [any RouteSegment]) {
    self.segments = segments
  }

  /// The route as text that ``init(parsing:in:)`` reads back as the same route: the
  /// segments' addresses joined by `/`, without the root's when it is implied.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  public var address: String {
    // Written straight into one string, each segment read in place: scenes ask for an
    // address per row, on every frame.
    let first = segments.count > 1 && segments[0].isImplied ? 1 : 0
    var text = ""
    for position in first..<segments.count {
      if position > first { text += "/" }
      text += segments[position].address
    }
    return text
  }

  public var description: String { address }

  /// The route as a `Destination` (from `Rendering`) a screen can carry.
  public var destination: Destination { Destination(address) }

  /// Every segment in its ``RouteSegment/canonical`` form: two routes that show the same
  /// stack are then equal.
  package var canonical: RoutePath {
    RoutePath(segments.map { $0.canonical })
  }

  public static func == (left: RoutePath, right: RoutePath) -> Bool {
    left.segments.map { AnyHashable($0) } == right.segments.map { AnyHashable($0) }
  }

  public func hash(into hasher: inout Hasher) {
    for segment in segments { hasher.combine(AnyHashable(segment)) }
  }
}
