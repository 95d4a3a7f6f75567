import MVVMC
import PlayerFeed

/// What the top scorers ask of their coordinator: the navigation they cannot do themselves.
@MainActor
package protocol TopScorersIntents: AnyObject {
  /// Pushes the page of `player`, over the scorers.
  func showDetail(of player: Player)
  /// The user asked to go back to the list (`Esc`, `Backspace` or `←`).
  func topScorersSceneDidAskToGoBack()
  /// Starts a flow another folder adds below the scorers.
  ///
  /// - Throws: ``MVVMC/RouteError`` when the flow refuses its segment.
  func open(_ flow: ContributedRoute<TopScorersContext>) throws(RouteError)
  /// Whether the scene just above the scorers is `player`'s page, which marked them when it
  /// opened: a route that names the page then need not name them as the visited player.
  func isCovered(byPageOf player: Player) -> Bool
}

extension TopScorersIntents {
  /// A coordinator that opens no player's page over the scorers is never covered by one.
  package func isCovered(byPageOf player: Player) -> Bool { false }
}
