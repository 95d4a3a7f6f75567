import PlayerFeed

/// What the top scorers ask of their coordinator: the navigation they cannot do themselves.
@MainActor
package protocol TopScorersIntents: AnyObject {
  /// Pushes the page of `player`, over the scorers.
  func showDetail(of player: Player)
  /// The user asked to go back to the list (`Esc`, `Backspace` or `←`).
  func topScorersSceneDidAskToGoBack()
}
