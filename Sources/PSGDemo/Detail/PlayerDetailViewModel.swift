import MVVMC
import PlayerFeed

/// The player a page shows, as a domain value: the scene turns it into labelled fields and a
/// photo in the interface's language.
///
/// The player never changes while the page shows it, so it is a plain constant rather than a
/// box: a box nobody listens to would only tell the inspector a change could come.
///
/// ```swift
/// let viewModel = PlayerDetailViewModel(player: mbappe)
/// viewModel.player.number   // 7
/// ```
@MainActor
final class PlayerDetailViewModel {
  /// The player shown.
  let player: Player

  /// Creates the view model for `player`.
  init(player: Player) {
    self.player = player
  }
}
