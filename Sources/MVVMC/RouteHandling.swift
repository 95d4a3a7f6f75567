/// A coordinator that opens routes: it declares the segments it reads, and opens one by
/// starting the child flow or showing the scene it names.
///
/// This is the coordinator's half of ``RouteSegment``: the segment type says how it is
/// written and which coordinator reads what follows it; the coordinator says which segments it
/// reads and does what each one asks. ``RoutePath/open(from:)`` walks a route down the tree,
/// handing each segment to the coordinator the previous one returned.
///
/// ```swift
/// extension TopScorersCoordinator: RouteHandling {
///   nonisolated static var childRoutes: [any RouteSegment.Type] { [PlayerDetailRoute.self] }
///   func open(_ segment: any RouteSegment) throws(RouteError) -> any RouteHandling {
///     guard let route = segment as? PlayerDetailRoute else { throw … }
///     return showDetail(of: …)   // the child coordinator reads what follows
///   }
/// }
/// ```
@MainActor
public protocol RouteHandling: AnyObject {
  /// The segment types this coordinator reads after its own, in the order they are tried.
  nonisolated static var childRoutes: [any RouteSegment.Type] { get }

  /// Opens `segment` over what this coordinator shows and returns the coordinator that opens
  /// the segments after it (``RouteSegment/reader``): a child it started, or itself.
  ///
  /// - Throws: ``RouteError`` when the segment names something that is not there (a player
  ///   id no player has, a page past the last).
  func open(_ segment: any RouteSegment) throws(RouteError) -> any RouteHandling
}
