import MVVMC

/// Pushes one player's page; ends, cancelled, when the user goes back (with `back` or a key,
/// which the page hands over as ``PlayerDetailRouting/detailSceneDidAskToGoBack()``).
@MainActor
final class PlayerDetailCoordinator: BaseCoordinator<Void>, PlayerDetailRouting,
  DemoRouteHandling
{
  /// None of its own: the comparison adds itself (``DemoRoute/contributedBelow``).
  package nonisolated static var ownRoutes: [any DemoRoute.Type] { [] }

  private let player: Player
  private let strings: DemoStrings
  private let tracer: BindingTracer?

  /// Creates the coordinator; ``start()`` pushes the page.
  init(
    navigator: Navigator, player: Player, strings: DemoStrings, tracer: BindingTracer? = nil
  ) {
    self.player = player
    self.strings = strings
    self.tracer = tracer
    super.init(navigator: navigator)
  }

  override func start() {
    let viewModel = PlayerDetailViewModel(player: player, tracer: tracer)
    push(PlayerDetailScene(viewModel: viewModel, strings: strings, router: self))
  }

  func detailSceneDidAskToGoBack() {
    // Ending pops the page and frees this coordinator, as `back` does.
    cancel()
  }
}
