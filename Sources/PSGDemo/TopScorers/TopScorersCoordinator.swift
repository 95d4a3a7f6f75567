import MVVMC
import PlayerFeed

/// Pushes the top scorers over the list and a player's page over them; ends, cancelled, when
/// the user goes back to the list.
///
/// A flow added below the list (``FlowContribution/topScorers``), started by the list's
/// coordinator for the `scorers` action or route (``TopScorersRoute``); the detail is its own
/// child, so `back` from the detail returns here. Flows added below the scorers are its
/// children too.
@MainActor
package final class TopScorersCoordinator: BaseCoordinator<Void>, TopScorersIntents,
  RouteHandling
{
  private let rankedPlayers: RankedPlayers
  private let pageSize: Int
  private let opening: Opening
  private let visitedIndex: Int?
  private let marksVisitedPlayer: Bool
  private let pages: PlayerDetailFactory
  private let flows: ContributedFlows<TopScorersContext>
  /// The scorers' view model while they are shown, so a page opened over them can mark its
  /// player.
  private weak var viewModel: TopScorersViewModel?

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
  ///   - visitedIndex: The row (counted from 0) marked as the player last opened, which line
  ///     mode shows; `nil` marks none, as in a fresh app.
  ///   - marksVisitedPlayer: Whether a player's page opened over the scorers marks the player
  ///     as the one last opened, which the scorers' route then names (`visited=ID`), as line
  ///     mode does; an exported site marks none.
  ///   - pages: Builds the page of a player opened from the scorers.
  init(
    navigator: Navigator, rankedPlayers: RankedPlayers, pageSize: Int,
    opening: Opening = .page(1), visitedIndex: Int? = nil, marksVisitedPlayer: Bool = false,
    pages: PlayerDetailFactory
  ) {
    self.rankedPlayers = rankedPlayers
    self.pageSize = pageSize
    self.opening = opening
    self.visitedIndex = visitedIndex
    self.marksVisitedPlayer = marksVisitedPlayer
    self.pages = pages
    self.flows = ContributedFlows(.topScorers, from: pages.flows)
    super.init(navigator: navigator)
  }

  /// The scorers `route` names below the list: on the row it names, or else the visited
  /// player's row (each on the page that holds it), or else on its page (the last when it
  /// names one past it); the visited player is marked, or none, as in a fresh app. The loaded
  /// players are ranked once per load, however many pages are opened.
  ///
  /// - Throws: ``MVVMC/RouteError`` when the row is not there or no player has the visited id.
  /// - Complexity: O(*n*) for a visited id, a scan of the ranked players.
  convenience init(_ route: TopScorersRoute, below list: PlayerListContext) throws(RouteError) {
    let ranked = list.derived { TopScorersViewModel.ranked($0) }
    let pages = TopScorersViewModel.pageCount(of: ranked.count, pageSize: list.pageSize)
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
      navigator: list.navigator, rankedPlayers: ranked, pageSize: list.pageSize,
      opening: selected.map { .row($0) } ?? .page(min(route.page, pages)),
      visitedIndex: visitedIndex, marksVisitedPlayer: list.marksVisitedPlayer, pages: list.pages)
  }

  package override func start() {
    let viewModel = TopScorersViewModel(
      rankedPlayers: rankedPlayers, pageSize: pageSize, tracer: pages.tracer)
    switch opening {
    case .page(let number): if number > 1 { viewModel.showPage(number: number) }
    // From the first row, which a fresh view model selects; the page follows.
    case .row(let index):
      viewModel.moveSelection(by: index)
      viewModel.routeNamedSelectedRow = visitedIndex == nil
    }
    if let visitedIndex { viewModel.markedIndex.value = visitedIndex }
    self.viewModel = viewModel
    push(
      TopScorersScene(
        viewModel: viewModel, intents: self, strings: pages.strings,
        flows: flows.actions(in: context), marksSelectedRow: pages.marksSelectedRow))
  }

  /// What a flow added below the scorers is given.
  private var context: TopScorersContext {
    TopScorersContext(rankedPlayers: rankedPlayers, pageSize: pageSize, pages: pages)
  }

  /// The segments the scorers open themselves: a player's page; a flow another folder adds
  /// below them is the one generic case.
  package enum Route {
    case player(PlayerDetailRoute)
    case added(ContributedRoute<TopScorersContext>)
  }

  package nonisolated static let ownRoutes = RouteCases<Route>()
    .onPlayerPage(Route.player)

  package func route(for segment: any RouteSegment) -> Route? {
    Self.ownRoutes.route(for: segment) ?? flows.route(for: segment).map(Route.added)
  }

  /// Opens a player's page over the scorers, or a flow added below them.
  package func open(_ route: Route) throws(RouteError) -> any RouteHandling {
    switch route {
    case .player(let page):
      let player = try pages.player(for: page)
      markVisited(player)
      return pages.start(player, below: self)
    case .added(let flow): return try startAbove(flow)
    }
  }

  /// Starts `flow` over the scorers. A row a route named stays marked in line mode until a
  /// scene opens over them, as the list's does: back there, they mark what a fresh app opened
  /// at their covered route marks. (A player's page ends it by marking the player.)
  private func startAbove(
    _ flow: ContributedRoute<TopScorersContext>
  ) throws(RouteError) -> any RouteHandling {
    let routes = try start(flow, in: context)
    viewModel?.routeNamedSelectedRow = false
    return routes
  }

  /// In line mode, marks `player` as the one last seen, as `open N` does, so the route that
  /// names their page need not name the mark; marking them moves neither the scorers' page nor
  /// their selection. O(*n*): a scan of the ranked players.
  private func markVisited(_ player: Player) {
    guard marksVisitedPlayer, let viewModel, let index = rankedPlayers.firstIndex(of: player),
      viewModel.markedIndex.value != index
    else { return }
    viewModel.markedIndex.value = index
  }

  package func showDetail(of player: Player) {
    pages.start(player, below: self)
  }

  package func open(_ flow: ContributedRoute<TopScorersContext>) throws(RouteError) {
    _ = try startAbove(flow)
  }

  /// Whether the scene right above the scorers is `player`'s page.
  package func isCovered(byPageOf player: Player) -> Bool {
    let stack = navigator.scenes
    guard let own = scenes.first, let index = stack.firstIndex(where: { $0 === own }),
      index + 1 < stack.count, let page = stack[index + 1] as? PlayerDetailScene
    else { return false }
    return page.viewModel.player == player
  }

  package func topScorersSceneDidAskToGoBack() {
    // Ending pops the scorers and frees this coordinator, as `back` does.
    cancel()
  }
}
