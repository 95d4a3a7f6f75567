import MVVMC
import PlayerFeed

/// What the pin flow ends with: pin the player, or unpin them.
struct PinChange: Equatable, Sendable, CustomStringConvertible {
  /// The feed id of the player.
  let playerID: Int
  /// Whether the player is to be pinned (`false`: unpinned).
  let pins: Bool

  var description: String { "\(pins ? "pin" : "unpin")(\(playerID))" }
}

/// "Pin a player", a child of the list's coordinator: presents the question over the list and
/// ends with a ``PinChange`` on yes, which the parent hands to the list's view model, or
/// cancelled on no, `Esc` or `back`.
///
/// ```
/// AppCoordinator ── PlayerListScene
///   └─ PinCoordinator ── PinScene (modal)   → finished(pin(32)) | cancelled
/// ```
@MainActor
final class PinCoordinator: BaseCoordinator<PinChange> {
  private let viewModel: PinViewModel
  private let strings: DemoStrings

  init(viewModel: PinViewModel, strings: DemoStrings, navigator: Navigator) {
    self.viewModel = viewModel
    self.strings = strings
    super.init(navigator: navigator)
  }

  override func start() {
    let change = PinChange(playerID: viewModel.player.id, pins: !viewModel.isPinned)
    viewModel.answer.bind(self) { coordinator, answer in
      switch answer {
      case true?: coordinator.finish(with: change)
      case false?: coordinator.cancel()
      case nil: break
      }
    }
    present(PinScene(viewModel: viewModel, strings: strings))
  }
}
