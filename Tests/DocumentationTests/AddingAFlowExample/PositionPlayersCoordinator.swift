import MVVMC
import PlayerFeed

@testable import PSGDemo

/// One position's players, started by the positions' coordinator: pushes their table, opens
/// a player's page over it, and ends, cancelled, when the user goes back to the positions.
@MainActor
final class PositionPlayersCoordinator: BaseCoordinator<Void>, PositionPlayersIntents,
  RouteHandling
{
  private let line: Line
  private let list: PlayerListContext

  init(line: Line, below list: PlayerListContext) {
    self.line = line
    self.list = list
    super.init(navigator: list.navigator)
  }

  override func start() {
    let viewModel = SelectableRowsViewModel(
      rows: list.players.filter { $0.position.line == line })
    push(
      PositionPlayersScene(
        line: line, viewModel: viewModel, strings: list.strings,
        marksSelectedRow: list.marksSelectedRow, intents: self))
  }

  /// The segments a position's players open themselves: a player's page, after which come
  /// the segments the page's coordinator opens (the flows added below a page).
  enum Route {
    case player(PlayerDetailRoute)
  }

  nonisolated static let ownRoutes = RouteCases<Route>()
    .onPlayerPage(Route.player)

  /// Opens the page of a player of this position.
  ///
  /// - Throws: ``MVVMC/RouteError`` when no player has the id, or the player plays elsewhere:
  ///   the route contradicts itself, and is refused with the forms accepted here.
  func open(_ route: Route) throws(RouteError) -> any RouteHandling {
    switch route {
    case .player(let page):
      let player = try list.pages.player(for: page)
      guard player.position.line == line else {
        throw RouteError(
          route: page.address,
          problem: .worded { [line] in DemoStrings($0).positions.notInPosition(player.name, line) })
      }
      return list.pages.start(player, below: self)
    }
  }

  func showDetail(of player: Player) {
    list.pages.start(player, below: self)
  }

  func positionPlayersDidAskToGoBack() {
    // Ending pops the players, back to the positions, and frees this coordinator.
    cancel()
  }
}
