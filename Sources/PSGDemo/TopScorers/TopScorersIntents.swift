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
}
