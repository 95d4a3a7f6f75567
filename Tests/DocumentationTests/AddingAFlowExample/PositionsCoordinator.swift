import MVVMC
import PlayerFeed

@testable import PSGDemo

/// "Squad by position", a flow added below the list (``FlowContribution/positions``):
/// pushes the four positions, starts a position's players as its child, and ends, cancelled,
/// when the user goes back to the list.
///
/// ```
/// AppCoordinator ── PlayerListScene
///   └─ PositionsCoordinator ── PositionsScene                  → cancelled on back
///        └─ PositionPlayersCoordinator ── PositionPlayersScene → cancelled on back
///             └─ PlayerDetailCoordinator ── PlayerDetailScene
/// ```
@MainActor
final class PositionsCoordinator: BaseCoordinator<Void>, PositionsIntents, RouteHandling {
  private let list: PlayerListContext
  private let selectedIndex: Int

  /// The positions `route` names below the list, on the row it selects.
  init(_ route: PositionsRoute, below list: PlayerListContext) {
    self.list = list
    self.selectedIndex = (route.row ?? 1) - 1
    super.init(navigator: list.navigator)
  }

  override func start() {
    // One pass over the loaded players, however many there are.
    var counts: [Line: Int] = [:]
    for player in list.players {
      if let line = player.position.line { counts[line, default: 0] += 1 }
    }
    let viewModel = SelectableRowsViewModel(
      rows: Line.allCases.map { (line: $0, count: counts[$0] ?? 0) },
      selectedIndex: selectedIndex)
    push(
      PositionsScene(
        viewModel: viewModel, strings: list.strings, marksSelectedRow: list.marksSelectedRow,
        intents: self))
  }

  /// The segments the positions open themselves: a position's players, after which come the
  /// segments that the players' coordinator opens.
  enum Route {
    case position(PositionRoute)
  }

  nonisolated static let ownRoutes = RouteCases<Route>()
    .on(PositionRoute.self, openedBy: PositionPlayersCoordinator.self, Route.position)

  func open(_ route: Route) throws(RouteError) -> any RouteHandling {
    switch route {
    case .position(let position): return startPlayers(of: position.line)
    }
  }

  func showPlayers(of line: Line) {
    startPlayers(of: line)
  }

  @discardableResult
  private func startPlayers(of line: Line) -> PositionPlayersCoordinator {
    let players = PositionPlayersCoordinator(line: line, below: list)
    startChild(players)
    return players
  }

  func positionsDidAskToGoBack() {
    // Ending pops the positions, back to the list, and frees this coordinator.
    cancel()
  }
}
