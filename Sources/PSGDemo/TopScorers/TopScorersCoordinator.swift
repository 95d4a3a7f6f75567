import MVVMC
import PlayerFeed

/// Pushes the top scorers over the list and a player's page over them; ends, cancelled, when
/// the user goes back to the list.
///
/// A child of the list's coordinator, which lists it (``AppCoordinator/Route/scorers(_:)``)
/// for the `scorers` action and route (``TopScorersRoute``); the detail is its own child,
/// listed in its ``Route``, so `back` from the detail returns here.
@MainActor
package final class TopScorersCoordinator: BaseCoordinator<Void>, RouteHandling {
  private let environment: DemoEnvironment
  /// The scorers' view model, set where the route says before anything is shown, so a page
  /// opened over them can mark its player.
  private let viewModel: TopScorersViewModel
  /// The player's page open over the scorers, if any, for their covered route.
  private weak var openPage: PlayerDetailCoordinator?

  /// Creates the coordinator of players already ranked (``TopScorersViewModel/ranked(_:)``),
  /// showing what `route` names; ``start()`` pushes the scorers. The route is checked here,
  /// before anything is shown: its row or else its visited player selected (on the page that
  /// holds it, at any page size), or else its page; the visited player marked, or none, as in a
  /// fresh app.
  ///
  /// - Parameter environment: What the demo's coordinators are built with; its
  ///   `marksVisitedPlayer` says whether a player's page opened over the scorers marks the
  ///   player as the one last opened, which the scorers' route then names (`visited=ID`), as
  ///   line mode does.
  /// - Throws: ``MVVMC/RouteError`` when the row is not there or no player has the visited id.
  /// - Complexity: O(*n*) for a visited id, a scan of the ranked players.
  init(
    _ route: TopScorersRoute, ranked: PlayerMatches, environment: DemoEnvironment
  ) throws(RouteError) {
    viewModel = TopScorersViewModel(
      ranked, pageSize: environment.pageSize, tracer: environment.tracer)
    try viewModel.show(
      route.place, selectingVisited: true, route: route.address, rows: .scorers)
    self.environment = environment
    super.init(navigator: environment.navigator)
  }

  package override func start() {
    let scene = TopScorersScene(
      viewModel: viewModel, router: Router(self, navigator: navigator),
      strings: environment.strings, marksSelectedRow: environment.marksSelectedRow)
    scene.isCoveredByPage = { [weak self] player in self?.openPage?.shows(player) == true }
    push(scene)
  }

  /// What opens over the scorers: a player's page.
  package enum Route {
    case player(PlayerDetailRoute)
  }

  package nonisolated static let ownRoutes = RouteCases<Route>()
    .onPlayerPage(Route.player)

  /// Opens a player's page over the scorers.
  package func open(_ route: Route) throws(RouteError) -> any RouteHandling {
    switch route {
    case .player(let route):
      let player = try route.player(in: environment.list)
      markVisited(player)
      let page = PlayerDetailCoordinator(player: player, environment: environment)
      openPage = page
      startChild(page)
      return page
    }
  }

  /// In line mode, marks `player` as the one last seen, as `open N` does, so the route that
  /// names their page need not name the mark; marking them moves neither the scorers' page nor
  /// their selection.
  private func markVisited(_ player: Player) {
    guard environment.marksVisitedPlayer, viewModel.selectedPlayer.value != player else { return }
    viewModel.selectedPlayer.value = player
  }
}
