import MVVMC
import PlayerFeed

/// Builds a player's page flow with its context: what the root and the top scorers hand every
/// page they open, so neither repeats it and no page looks up to the app.
@MainActor
struct PlayerDetailFactory {
  let list: PlayerListViewModel
  let pageActions: [PlayerDetailAction]
  let strings: DemoStrings
  let tracer: BindingTracer?
  let marksSelectedRow: Bool
  let navigator: Navigator

  /// The coordinator of `player`'s page, not started.
  func coordinator(for player: Player) -> PlayerDetailCoordinator {
    PlayerDetailCoordinator(
      page: PlayerDetailContext(
        player: player, list: list, strings: strings, tracer: tracer,
        marksSelectedRow: marksSelectedRow, navigator: navigator),
      pageActions: pageActions)
  }

  /// The loaded player a route's segment names.
  ///
  /// - Throws: ``MVVMC/RouteError`` when no player has the id or wears the number, or several
  ///   wear it.
  func player(for route: PlayerDetailRoute) throws(RouteError) -> Player {
    try route.player(in: list)
  }
}
