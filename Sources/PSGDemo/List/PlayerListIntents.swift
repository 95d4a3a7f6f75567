import MVVMC
import PlayerFeed

/// What the player list asks of its coordinator: the navigation it cannot do itself.
@MainActor
package protocol PlayerListIntents: AnyObject {
  /// Presents the filter picker; with `filter`, chooses it at once (the picker still opens and
  /// closes, so the flow is the same as choosing by hand).
  func showFilters(choosing filter: PlayerFilter?)
  /// Pushes the detail of `player`.
  func showDetail(of player: Player)
  /// Starts a flow another folder adds below the list (the top scorers), over the list as it
  /// is.
  ///
  /// - Throws: ``MVVMC/RouteError`` when the flow refuses its segment.
  func open(_ flow: ContributedRoute<PlayerListContext>) throws(RouteError)
  /// Whether the scene just above the list is `player`'s page, which marked them when it
  /// opened: a route that names the page then need not name them as the list's visited player.
  func isCovered(byPageOf player: Player) -> Bool
}

extension PlayerListIntents {
  /// A coordinator that opens no player's page over the list is never covered by one.
  package func isCovered(byPageOf player: Player) -> Bool { false }
}
