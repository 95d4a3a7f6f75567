import MVVMC
import PlayerFeed
import Rendering

/// The top scorers: a bar chart of the ten best (``chartSize``), then a table of every player
/// by goals, each row and bar linking to the player's page.
///
/// Like the other scenes, it binds to its view model with weak-owner closures, keeps what they
/// deliver, and builds its screen from those values; opening a row is an intent it hands to
/// its coordinator's routes (``TopScorersCoordinator/Route``) through its router.
@MainActor
package final class TopScorersScene: PlayerTableScene {
  /// The view model the scene shows.
  package let viewModel: TopScorersViewModel
  /// What a leak check follows: the view model goes when the scene goes.
  package var viewModelObject: AnyObject? { viewModel }
  /// What opening a row and `back` go through; `nil` for scorers shown alone.
  private let router: Router<TopScorersCoordinator.Route>?
  let strings: DemoStrings
  private let marksSelectedRow: Bool
  /// Whether the scene right above is the page of a player, which marked them as it opened;
  /// set by the coordinator, which knows its child.
  var isCoveredByPage: (Player) -> Bool = { _ in false }

  // What the bindings last delivered.
  private var best: [Player] = []
  private(set) var page = PlayerPage()
  private(set) var selectedIndex: Int?
  private(set) var selectedPlayer: Player?

  /// Creates the scene and binds it to `viewModel`.
  ///
  /// - Parameter marksSelectedRow: Whether the table marks the selected row (when keys drive
  ///   the app, where `Enter` opens it).
  package init(
    viewModel: TopScorersViewModel, router: Router<TopScorersCoordinator.Route>? = nil,
    strings: DemoStrings, marksSelectedRow: Bool = false
  ) {
    self.viewModel = viewModel
    self.router = router
    self.strings = strings
    self.marksSelectedRow = marksSelectedRow
    viewModel.matches.bindAndFire(self) { scene, scorers in
      scene.best = Array(scorers.prefix(Self.chartSize))
    }
    viewModel.page.bindAndFire(self) { scene, page in scene.page = page }
    viewModel.selectedIndex.bindAndFire(self) { scene, index in scene.selectedIndex = index }
    viewModel.selectedPlayer.bindAndFire(self) { scene, player in scene.selectedPlayer = player }
  }

  package var title: String { strings.topScorers.title }

  /// What the table marks: the selected row, counted over every scorer, when the table marks
  /// it (always when keys drive the app); otherwise, in line mode, the player last opened when
  /// the page shown holds them (`scorers?visited=32`), or else the page shown. A fresh app
  /// that opens it, in either mode, marks the same row at any page size: `scorers?row=1` is
  /// the first row selected, where `scorers` marks nothing in line mode.
  package var routeSegment: (any RouteSegment)? { TopScorersRoute(place) }

  /// Below a scene opened over it, the selected row in either mode, which opens at any page
  /// size (the row opened, or the first of the page shown). In line mode, the row the table
  /// marks, or else the player last opened too when the page shown holds them, unless the
  /// scene above is their page, which marks them as it opens: `scorers?row=3/player/id/20`.
  package var coveredRouteSegment: (any RouteSegment)? {
    if marksSelection, !marksSelectedRow { return TopScorersRoute(place) }
    var place = selectedRowPlace
    if !marksSelectedRow, let visited = visitedOnPage, !isCoveredByPage(visited) {
      place.visited = visited.id
      // Read back, `visited` alone selects the visited row: the first row, when it is the one
      // selected and not the one marked, is named too.
      if place.row == nil, selectedIndex == 0, best.first != visited { place.row = 1 }
    }
    return TopScorersRoute(place)
  }

  /// Whether the table marks the selected row: always when keys drive the app; in line mode
  /// when the route that opened the scorers named it and no player has been opened since (who
  /// is then marked).
  var marksSelection: Bool {
    marksSelectedRow || (viewModel.routeNamedSelectedRow && selectedPlayer == nil)
  }

  /// Page `number` of the scorers.
  func route(page number: Int) -> RoutePath { .scorers(page: number) }

  /// The rows of the page's table; the chart above it does not scroll.
  package var visibleRowCount: Int? { page.players.count }

  package func makeScreen() -> Screen {
    Screen(title: title, blocks: [.chart(chart), table([.goals])], actions: screenActions)
  }

  /// How many scorers the chart shows: the best ones, so the bars stay readable.
  package static let chartSize = 10

  /// The best scorers with at least one goal, as bars on the scale of the best.
  private var chart: BarChart {
    let bars = best.filter { $0.goals > 0 }.map { player in
      BarChart.Bar(
        player.name, value: player.goals,
        destination: RoutePath.player(id: player.id).destination)
    }
    return BarChart(title: strings.topScorers.goalsColumn, bars: bars)
  }

  /// Moves, `open N` (or `Enter`), `next` and `prev` when there is such a page, `back`, then
  /// moves by page.
  package var offeredActions: [Action] {
    Action.rowMoves + [Action.openScorer] + pageActions + [.back] + Action.pageMoves
  }

  package func perform(_ name: Action.Name, argument: String?) throws(CommandError) -> Task<
    Void, Never
  >? {
    if try performTableAction(name, of: .scorers) { return nil }
    switch name {
    case .back:
      // The coordinator ends when its last scene goes, which frees it.
      guard let router else {
        throw notHere(name, argument: nil)
      }
      router.back()
    case .open: try open(argument)
    default:
      throw notHere(name, argument: argument)
    }
    return nil
  }

  /// Opens the scorer on row `argument`, or the selected one when a key asked (`nil`).
  private func open(_ argument: String?) throws(CommandError) {
    let row = argument.map { Int($0) } ?? selectedIndex.map { $0 + 1 }
    guard let row, let player = viewModel.player(atRow: row) else {
      throw strings.error(.noRow(argument ?? "", in: .scorers, count: page.totalCount))
    }
    // Line mode marks the player last opened, as the list does, once back here.
    if !marksSelectedRow {
      viewModel.selectRow(at: row - 1)
      if viewModel.selectedPlayer.value != player { viewModel.selectedPlayer.value = player }
    }
    guard let router else { return }
    try open(
      .player(PlayerDetailRoute(key: .id(player.id))), by: .open, argument: argument, with: router)
  }
}
