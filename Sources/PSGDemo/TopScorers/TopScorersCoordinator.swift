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
  private let rankedPlayers: PlayerMatches
  private let pageSize: Int
  private let opening: Opening
  private let visited: Player?
  private let environment: DemoEnvironment
  /// The scorers' view model while they are shown, so a page opened over them can mark its
  /// player.
  private weak var viewModel: TopScorersViewModel?
  /// The player's page open over the scorers, if any, for their covered route.
  private weak var openPage: PlayerDetailCoordinator?

  /// What the scorers show first: a page, or a row a route named, on its page.
  enum Opening: Equatable {
    /// Page `number`, counted from 1, which must exist.
    case page(Int)
    /// The row at `index` among the scorers (counted from 0), selected, on its page.
    case row(Int)
  }

  /// Creates the coordinator of players already ranked (``TopScorersViewModel/ranked(_:)``),
  /// `pageSize` rows a page, showing what `opening` names; ``start()`` pushes the scorers.
  ///
  /// - Parameters:
  ///   - visited: The player marked as the one last opened, which line mode shows; `nil` marks
  ///     none, as in a fresh app.
  ///   - environment: What the demo's coordinators are built with; its `marksVisitedPlayer`
  ///     says whether a player's page opened over the scorers marks the player as the one
  ///     last opened, which the scorers' route then names (`visited=ID`), as line mode does.
  init(
    rankedPlayers: PlayerMatches, pageSize: Int, opening: Opening = .page(1),
    visited: Player? = nil, environment: DemoEnvironment
  ) {
    self.rankedPlayers = rankedPlayers
    self.pageSize = pageSize
    self.opening = opening
    self.visited = visited
    self.environment = environment
    super.init(navigator: environment.navigator)
  }

  /// The scorers `route` names below the list: on the row it names, or else the visited
  /// player's row (each on the page that holds it), or else on its page (the last when it
  /// names one past it); the visited player is marked, or none, as in a fresh app.
  ///
  /// - Throws: ``MVVMC/RouteError`` when the row is not there or no player has the visited id.
  /// - Complexity: O(*n*) for a visited id, a scan of the ranked players.
  convenience init(
    _ route: TopScorersRoute, ranked: PlayerMatches, environment: DemoEnvironment
  ) throws(RouteError) {
    let pages = TopScorersViewModel.pageCount(of: ranked.count, pageSize: environment.pageSize)
    let visitedIndex = try route.visited.map { id throws(RouteError) in
      guard let index = ranked.firstIndex(where: { $0.id == id }) else {
        throw RouteError(route: route.address, .noPlayer(id: id), listsAcceptedForms: false)
      }
      return index
    }
    if let row = route.row, row > ranked.count {
      throw RouteError(
        route: route.address, .noRow(row, in: .scorers, count: ranked.count),
        listsAcceptedForms: false)
    }
    // A row decides the page, and so does the visited player: a page written at another size
    // still finds them. A page past the last, written where pages were shorter, opens the last.
    let selected = route.row.map { $0 - 1 } ?? visitedIndex
    self.init(
      rankedPlayers: ranked, pageSize: environment.pageSize,
      opening: selected.map { .row($0) } ?? .page(min(route.page, pages)),
      visited: visitedIndex.map { ranked[$0] }, environment: environment)
  }

  package override func start() {
    let viewModel = TopScorersViewModel(
      rankedPlayers, pageSize: pageSize, tracer: environment.tracer)
    switch opening {
    case .page(let number): if number > 1 { viewModel.showPage(number: number) }
    // From the first row, which a fresh view model selects; the page follows.
    case .row(let index):
      viewModel.moveSelection(by: index)
      viewModel.routeNamedSelectedRow = visited == nil
    }
    viewModel.selectedPlayer.value = visited
    self.viewModel = viewModel
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
    guard environment.marksVisitedPlayer, let viewModel, viewModel.selectedPlayer.value != player
    else { return }
    viewModel.selectedPlayer.value = player
  }
}
