import MVVMC

/// A route another folder adds below a player's page (the comparison): data, like every
/// route, plus the flow it names, built from the page's context and started by the page's
/// coordinator.
///
/// It reaches ``PlayerDetailCoordinator`` as ``DemoRouteKind/belowPlayerDetail(_:)``, one
/// generic case: the page opens any such route without knowing its flow.
///
/// ```swift
/// extension ComparisonRoute: PlayerDetailChildRoute {
///   func makeFlow(below page: PlayerDetailContext) throws(RouteError) -> BaseCoordinator<Void> {
///     // Not started: the page's coordinator starts it.
///     ComparisonCoordinator(page: page, comparingWith: other.flatMap(page.player(withID:)))
///   }
/// }
/// ```
package protocol PlayerDetailChildRoute: DemoRoute {
  /// The flow that shows this route below `page`, not started yet.
  ///
  /// - Throws: ``MVVMC/RouteError`` when the route names what is not there (a player id no
  ///   other player has, a row past the last).
  @MainActor func makeFlow(below page: PlayerDetailContext) throws(RouteError) -> BaseCoordinator<Void>
}

extension PlayerDetailChildRoute {
  package var kind: DemoRouteKind { .belowPlayerDetail(self) }
}
