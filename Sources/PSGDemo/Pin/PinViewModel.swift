import MVVMC
import PlayerFeed

/// The question before a player is pinned or unpinned: whom it is about, and the answer once
/// given, which the coordinator turns into the flow's result.
///
/// ```swift
/// let viewModel = PinViewModel(player: mbappe, isPinned: false)
/// viewModel.answer(true)
/// viewModel.answer.value   // true: pin him
/// ```
@MainActor
final class PinViewModel {
  /// The player the question is about.
  let player: Player
  /// Whether the player is pinned now: the question then offers to unpin them.
  let isPinned: Bool
  /// The answer, once given: `true` for yes.
  let answer: Dynamic<Bool?>

  init(player: Player, isPinned: Bool, tracer: BindingTracer? = nil) {
    self.player = player
    self.isPinned = isPinned
    answer = Dynamic(nil, label: "PinViewModel.answer", tracer: tracer)
  }

  /// Answers the question once; a second answer changes nothing.
  func answer(_ yes: Bool) {
    guard answer.value == nil else { return }
    answer.value = yes
  }
}
