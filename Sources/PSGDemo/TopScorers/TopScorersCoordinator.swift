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
  private let pages: PlayerDetailFactory
  private let flows: ContributedFlows<TopScorersContext>

  /// What the scorers show first: a page, or a row a route named, on its page.
  enum Opening: Equatable {
    /// Page `number`, counted from 1, which must exist.
    case page(Int)
    /// The row at `index` among the scorers (counted from 0), selected, and marked in line
    /// mode too, since a route names it.
    case row(Int)
  }

  /// Creates the coordinator of players already ranked (``TopScorersViewModel/ranked(_:)``),
  /// `pageSize` rows a page, showing what `opening` names; ``start()`` pushes the scorers.
  ///
  /// - Parameter pages: Builds the page of a player opened from the scorers.
  init(
    navigator: Navigator, rankedPlayers: RankedPlayers, pageSize: Int, opening: Opening = .page(1),
    pages: PlayerDetailFactory
  ) {
    self.rankedPlayers = rankedPlayers
    self.pageSize = pageSize
    self.opening = opening
    self.pages = pages
    self.flows = ContributedFlows(.topScorers, from: pages.flows)
    super.init(navigator: navigator)
  }

  /// The scorers `route` names below the list: on the row it names, on its page, or else on
  /// its page (the last when it names one past it); the loaded players are ranked once per
  /// load, however many pages are opened.
  ///
  /// - Throws: ``MVVMC/RouteError`` when the row is not there.
  convenience init(_ route: TopScorersRoute, below list: PlayerListContext) throws(RouteError) {
    let ranked = list.derived { TopScorersViewModel.ranked($0) }
    let pages = TopScorersViewModel.pageCount(of: ranked.count, pageSize: list.pageSize)
    if let row = route.row, row > ranked.count {
      throw RouteError(
        route: route.address, .noRow(row, in: .scorers, count: ranked.count),
        listsAcceptedForms: false)
    }
    // A row decides the page: a page written at another size still finds its row. A page
    // past the last, written where pages were shorter, opens the last.
    self.init(
      navigator: list.navigator, rankedPlayers: ranked, pageSize: list.pageSize,
      opening: route.row.map { .row($0 - 1) } ?? .page(min(route.page, pages)), pages: list.pages)
  }

  package override func start() {
    let viewModel = TopScorersViewModel(
      rankedPlayers: rankedPlayers, pageSize: pageSize, tracer: pages.tracer)
    switch opening {
    case .page(let number): if number > 1 { viewModel.showPage(number: number) }
    case .row(let index): viewModel.mark(row: index)
    }
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
    .on(PlayerDetailRoute.self, openedBy: PlayerDetailCoordinator.self, Route.player)

  package func route(for segment: any RouteSegment) -> Route? {
    Self.ownRoutes.route(for: segment) ?? flows.route(for: segment).map(Route.added)
  }

  /// Opens a player's page over the scorers, or a flow added below them.
  package func open(_ route: Route) throws(RouteError) -> any RouteHandling {
    switch route {
    case .player(let page): pages.start(try pages.player(for: page), below: self)
    case .added(let flow): try start(flow, in: context)
    }
  }

  package func showDetail(of player: Player) {
    pages.start(player, below: self)
  }

  package func open(_ flow: ContributedRoute<TopScorersContext>) throws(RouteError) {
    try start(flow, in: context)
  }

  package func topScorersSceneDidAskToGoBack() {
    // Ending pops the scorers and frees this coordinator, as `back` does.
    cancel()
  }
}
