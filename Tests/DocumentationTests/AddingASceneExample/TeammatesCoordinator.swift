import MVVMC

@testable import PSGDemo

/// "The player's teammates", a child of the coordinator that owns a player's page: pushes one
/// scene, and ends, cancelled, when the user goes back to the page.
@MainActor
final class TeammatesCoordinator: BaseCoordinator<Void>, TeammatesIntents {
  private let page: PlayerDetailContext

  init(page: PlayerDetailContext) {
    self.page = page
    super.init(navigator: page.navigator)
  }

  override func start() {
    let viewModel = TeammatesViewModel(player: page.player, players: page.players)
    push(TeammatesScene(viewModel: viewModel, strings: page.strings, intents: self))
  }

  func teammatesDidAskToGoBack() {
    // Ending pops the scene, back to the player's page.
    cancel()
  }
}
