import MVVMC
import PlayerFeed

/// Builds a player's page flow with its context: what the root and the top scorers hand every
/// page they open, so neither repeats it and no page looks up to the app.
@MainActor
package struct PlayerDetailFactory {
  let list: PlayerListViewModel
  /// Every flow of the app: those added below a page among them.
  package let flows: [FlowContribution]
  package let strings: DemoStrings
  package let tracer: BindingTracer?
  package let marksSelectedRow: Bool
  package let navigator: Navigator

  /// The coordinator of `player`'s page, not started.
  private func coordinator(for player: Player) -> PlayerDetailCoordinator {
    PlayerDetailCoordinator(
      page: PlayerDetailContext(
        player: player, list: list, flows: flows, strings: strings, tracer: tracer,
        marksSelectedRow: marksSelectedRow, navigator: navigator))
  }

  /// Starts the page of `player` as a child of `parent` and returns its coordinator, so the
  /// segments after the page's open there.
  @discardableResult
  package func start<Result>(_ player: Player, below parent: BaseCoordinator<Result>)
    -> any RouteHandling
  {
    let page = coordinator(for: player)
    parent.startChild(page)
    return page
  }

  /// The loaded player a route's segment names.
  ///
  /// - Throws: ``MVVMC/RouteError`` when no player has the id or wears the number, or several
  ///   wear it.
  package func player(for route: PlayerDetailRoute) throws(RouteError) -> Player {
    try route.player(in: list)
  }
}
