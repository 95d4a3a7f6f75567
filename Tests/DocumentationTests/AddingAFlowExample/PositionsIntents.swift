import PlayerFeed

/// What the positions' scene asks of its coordinator.
@MainActor
protocol PositionsIntents: AnyObject {
  /// The user opened a position (`open N`, `Enter`): its players, over the positions.
  func showPlayers(of line: Line)
  /// The user went back (`back`, `Esc`): to the list.
  func positionsDidAskToGoBack()
}

/// What a position's scene asks of its coordinator.
@MainActor
protocol PositionPlayersIntents: AnyObject {
  /// The user opened a player (`open N`, `Enter`): their page, over the position's players.
  func showDetail(of player: Player)
  /// The user went back (`back`, `Esc`): to the positions.
  func positionPlayersDidAskToGoBack()
}
