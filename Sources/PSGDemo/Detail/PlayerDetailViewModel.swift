import MVVMC
import PlayerFeed

/// The player a page shows, as a domain value: the scene turns it into labelled fields and a
/// photo in the interface's language.
///
/// ```swift
/// let viewModel = PlayerDetailViewModel(player: mbappe)
/// viewModel.player.value.number   // 7
/// ```
@MainActor
final class PlayerDetailViewModel {
  /// The player shown.
  let player: Dynamic<Player>

  /// Creates the view model for `player`.
  init(player: Player, tracer: BindingTracer? = nil) {
    self.player = Dynamic(player, label: "PlayerDetailViewModel.player", tracer: tracer)
  }
}
