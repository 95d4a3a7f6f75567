import MVVMC
import PlayerFeed

/// Pushes one player's page and lists what opens below it, one case of its ``Route`` each:
/// the comparison with another player, a flow of its own, and the player's teammates, one
/// scene it pushes itself. It ends, cancelled, when the user goes back from the page.
///
/// ```
/// PlayerDetailCoordinator ── PlayerDetailScene
///   ├─ ComparisonCoordinator   → cancelled on back
///   └─ TeammatesScene (pushed by the page's coordinator)
/// ```
@MainActor
final class PlayerDetailCoordinator: BaseCoordinator<Void>, RouteHandling {
  /// The player the page shows.
  let player: Player
  private let environment: DemoEnvironment

  /// Creates the coordinator of `player`'s page; ``start()`` pushes it.
  init(player: Player, environment: DemoEnvironment) {
    self.player = player
    self.environment = environment
    super.init(navigator: environment.navigator)
  }

  /// Whether this page is shown and shows `player`: what a parent's table asks to know if the
  /// scene right above it is the page that marked the player as it opened.
  func shows(_ player: Player) -> Bool {
    !isFinished && self.player == player
  }

  override func start() {
    let list = environment.list
    let partner = list.position(ofPlayerWithID: player.id).flatMap {
      ComparisonRoute.sitePartner(at: $0, in: list.loadedPlayers)
    }
    push(
      PlayerDetailScene(
        viewModel: PlayerDetailViewModel(player: player), strings: environment.strings,
        router: Router(self, navigator: navigator), sitePartnerID: partner?.id))
  }

  /// What opens below the page: the comparison (its picker, or two players side by side)
  /// and the teammates.
  enum Route {
    case compare(ComparisonRoute)
    case teammates(TeammatesRoute)
  }

  nonisolated static let ownRoutes = RouteCases<Route>()
    .on(ComparisonRoute.self, Route.compare)
    .on(TeammatesRoute.self, Route.teammates)

  func open(_ route: Route) throws(RouteError) -> any RouteHandling {
    switch route {
    case .compare(let comparison):
      let flow = try ComparisonCoordinator(
        comparison, player: player, environment: environment)
      startChild(flow)
      // Nothing follows a comparison in a route: the page opens what would.
      return self
    case .teammates(let route):
      let viewModel = TeammatesViewModel(player: player, players: environment.players)
      push(
        TeammatesScene(
          viewModel: viewModel, strings: environment.strings,
          goBack: { [weak navigator] in _ = navigator?.back() }),
        at: route)
      return self
    }
  }
}
