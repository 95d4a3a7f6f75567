import MVVMC
import PlayerFeed

/// Pushes the top scorers over the list and a player's page over them; ends, cancelled, when
/// the user goes back to the list.
///
/// A child of the ``AppCoordinator``, started by the `scorers` command or route
/// (``TopScorersRoute``); the detail is its own child, so `back` from the detail returns here.
@MainActor
package final class TopScorersCoordinator: BaseCoordinator<Void>, TopScorersIntents,
  RouteHandling
{
  private let rankedPlayers: [Player]
  private let pageSize: Int
  private let opening: Opening
  private let pages: PlayerDetailFactory

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
    navigator: Navigator, rankedPlayers: [Player], pageSize: Int, opening: Opening = .page(1),
    pages: PlayerDetailFactory
  ) {
    self.rankedPlayers = rankedPlayers
    self.pageSize = pageSize
    self.opening = opening
    self.pages = pages
    super.init(navigator: navigator)
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
        marksSelectedRow: pages.marksSelectedRow))
  }

  /// Opens a player's page over the scorers: the one segment that may follow theirs.
  package func open(_ route: any DemoRoute) throws(RouteError) -> any RouteHandling {
    switch route.kind {
    case .player(let page):
      return openDetail(of: try pages.player(for: page))
    case .players, .filters, .scorers, .belowPlayerDetail:
      throw RouteError.cannotOpen(route)
    }
  }

  package func showDetail(of player: Player) {
    openDetail(of: player)
  }

  @discardableResult
  private func openDetail(of player: Player) -> PlayerDetailCoordinator {
    let detail = pages.coordinator(for: player)
    startChild(detail)
    return detail
  }

  package func topScorersSceneDidAskToGoBack() {
    // Ending pops the scorers and frees this coordinator, as `back` does.
    cancel()
  }
}
