import PlayerFeed

/// The players who play where the page's player plays, in the feed's order. Nothing here
/// changes while the scene is shown, so its values are constants, not boxes.
///
/// ```swift
/// let viewModel = TeammatesViewModel(player: mbappe, players: Squad.paris2021)
/// viewModel.teammates.map(\.name)   // the other forwards
/// ```
@MainActor
final class TeammatesViewModel {
  /// The player whose page the scene was opened from.
  let player: Player
  /// The other players of the same position.
  let teammates: [Player]

  init(player: Player, players: [Player]) {
    self.player = player
    self.teammates = players.filter { $0.position == player.position && $0.id != player.id }
  }
}
