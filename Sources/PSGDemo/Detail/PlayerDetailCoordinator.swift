import MVVMC

/// Pushes one player's page; opens what other folders add below it (the comparison) by
/// starting the flow the route names with the page's context (``PlayerDetailContext``); ends,
/// cancelled, when the user goes back (with `back` or a key, which the page hands over as
/// ``PlayerDetailIntents/detailSceneDidAskToGoBack()``).
@MainActor
final class PlayerDetailCoordinator: BaseCoordinator<Void>, PlayerDetailIntents, RouteHandling {
  private let page: PlayerDetailContext
  private let pageActions: [PlayerDetailAction]

  /// Creates the coordinator; ``start()`` pushes the page.
  ///
  /// - Parameter pageActions: The actions other folders add to the page.
  init(page: PlayerDetailContext, pageActions: [PlayerDetailAction]) {
    self.page = page
    self.pageActions = pageActions
    super.init(navigator: page.navigator)
  }

  override func start() {
    let viewModel = PlayerDetailViewModel(player: page.player)
    let added = pageActions.map { ($0, $0.siteLink?(page)?.destination) }
    push(
      PlayerDetailScene(
        viewModel: viewModel, strings: page.strings, pageActions: added, intents: self))
  }

  /// Opens a flow added below the page: the one generic case, whatever the flow.
  func open(_ route: any DemoRoute) throws(RouteError) -> any RouteHandling {
    switch route.kind {
    case .belowPlayerDetail(let added):
      startChild(try added.makeFlow(below: page))
      return self
    case .players, .filters, .player, .scorers:
      throw RouteError.cannotOpen(route)
    }
  }

  func detailSceneDidAskToGoBack() {
    // Ending pops the page and frees this coordinator, as `back` does.
    cancel()
  }

  func detailSceneDidAskToOpen(_ route: any PlayerDetailChildRoute) throws(RouteError) {
    _ = try open(route)
  }
}
