/// A coordinator that opens routes: it receives the segments it reads as typed values and
/// opens each in one `switch` of its own, by starting the child flow or showing the scene it
/// names.
///
/// Routes are data (``RouteSegment``): reading and writing their text, and which may follow
/// which (``RouteTree``). Navigating is the coordinator's: ``RoutePath/open(from:in:)`` walks
/// a route down the tree, handing each segment to the coordinator the previous one returned.
/// The segments arrive as ``Segment``, the app's own family of routes, so the coordinator
/// switches over them without a cast.
///
/// ```swift
/// extension PlayerDetailCoordinator: RouteHandling {
///   // The parent lists its children: one case each.
///   enum Route { case compare(ComparisonRoute), teammates(TeammatesRoute) }
///   static let ownRoutes = RouteCases<Route>()
///     .on(ComparisonRoute.self, openedBy: ComparisonCoordinator.self, Route.compare)
///     .on(TeammatesRoute.self, Route.teammates)
///   func open(_ route: Route) throws(RouteError) -> any RouteHandling {
///     switch route {
///     case .compare(let route): return try startComparison(route)
///     case .teammates: return startTeammates()
///     }
///   }
/// }
/// ```
@MainActor
public protocol RouteHandling: AnyObject {
  /// The routes this coordinator opens: its own enum, one case a child or a segment it opens
  /// (``ownRoutes``); or, in a small app, the app's protocol of route segments, which it
  /// switches over by a property of its own.
  associatedtype Segment = any RouteSegment

  /// Opens `segment` over what this coordinator shows and returns the coordinator that opens
  /// the segments after it: a child it started, or itself.
  ///
  /// - Throws: ``RouteError`` when the segment names something that is not there (a player
  ///   id no player has, a page past the last), or cannot open here.
  func open(_ segment: Segment) throws(RouteError) -> any RouteHandling

  /// The segments this coordinator opens itself, each as a case of ``Segment``: what its
  /// `switch` handles, and what an app's ``RouteTree`` lets follow its scene
  /// (``RouteTree/add(_:below:)-(RouteShape,_)``). None by default.
  nonisolated static var ownRoutes: RouteCases<Segment> { get }
}

extension RouteHandling {
  public nonisolated static var ownRoutes: RouteCases<Segment> { RouteCases() }

  /// Opens a segment read from text: the one place a segment, read as any ``RouteSegment``,
  /// becomes the ``Segment`` this coordinator switches over: the case ``ownRoutes`` declares
  /// for it, else the segment itself when it is a ``Segment``.
  func openReadSegment(_ segment: any RouteSegment) throws(RouteError) -> any RouteHandling {
    guard let typed = Self.ownRoutes.route(for: segment) ?? segment as? Segment else {
      throw RouteError.cannotOpen(segment)
    }
    return try open(typed)
  }
}

extension RouteError {
  /// `segment` reached a coordinator that does not open it.
  static func cannotOpen(_ segment: any RouteSegment) -> RouteError {
    RouteError(route: segment.address, problem: .cannotOpenHere(segment.address))
  }
}
