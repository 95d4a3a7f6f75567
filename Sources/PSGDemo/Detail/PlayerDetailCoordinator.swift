import MVVMC

/// Pushes one player's page; opens what other folders add below it (the comparison) by
/// starting the flow the route names with the page's context (``PlayerDetailContext``); ends,
/// cancelled, when the user goes back (with `back` or a key, which the page hands over as
/// ``PlayerDetailIntents/detailSceneDidAskToGoBack()``).
@MainActor
final class PlayerDetailCoordinator: BaseCoordinator<Void>, PlayerDetailIntents, RouteHandling {
  private let page: PlayerDetailContext
  private let flows: ContributedFlows<PlayerDetailContext>

  /// Creates the coordinator; ``start()`` pushes the page.
  init(page: PlayerDetailContext) {
    self.page = page
    self.flows = ContributedFlows(.playerDetail, from: page.flows)
    super.init(navigator: page.navigator)
  }

  override func start() {
    let viewModel = PlayerDetailViewModel(player: page.player)
    push(
      PlayerDetailScene(
        viewModel: viewModel, strings: page.strings, flows: flows.actions(in: page),
        intents: self))
  }

  /// The page opens no segment of its own: only the flows other folders add below it, as one
  /// generic case.
  enum Route {
    case added(ContributedRoute<PlayerDetailContext>)
  }

  func route(for segment: any RouteSegment) -> Route? {
    flows.route(for: segment).map(Route.added)
  }

  /// Opens a flow added below the page: the one generic case, whatever the flow.
  func open(_ route: Route) throws(RouteError) -> any RouteHandling {
    switch route {
    case .added(let flow): try start(flow, in: page)
    }
  }

  func detailSceneDidAskToGoBack() {
    // Ending pops the page and frees this coordinator, as `back` does.
    cancel()
  }

  func detailSceneDidAskToOpen(_ flow: ContributedRoute<PlayerDetailContext>) throws(RouteError) {
    try start(flow, in: page)
  }
}
