import MVVMC
import Rendering

/// The top scorers: a bar chart of the ten best (``chartSize``), then a table of every player
/// by goals, each row and bar linking to the player's page.
///
/// Like the other scenes, it binds to its view model with weak-owner closures, keeps what they
/// deliver, and builds its screen from those values; opening a row is an intent it hands to
/// its coordinator (``TopScorersRouting``).
@MainActor
public final class TopScorersScene: DemoScene, RoutedScene, ScrollingScene, ViewModelScene {
  /// The view model the scene shows.
  public let viewModel: TopScorersViewModel
  weak var router: (any TopScorersRouting)?
  let strings: DemoStrings
  private let marksSelectedRow: Bool

  // What the bindings last delivered.
  private var scorers: [Player] = []
  private var viewport = Viewport(count: 0, pageSize: 1)

  /// Creates the scene and binds it to `viewModel`.
  ///
  /// - Parameter marksSelectedRow: Whether the table marks the selected row (when keys drive
  ///   the app, where `Enter` opens it).
  public init(
    viewModel: TopScorersViewModel, router: any TopScorersRouting, strings: DemoStrings,
    marksSelectedRow: Bool = false
  ) {
    self.viewModel = viewModel
    self.router = router
    self.strings = strings
    self.marksSelectedRow = marksSelectedRow
    viewModel.scorers.bindAndFire(self) { scene, scorers in scene.scorers = scorers }
    viewModel.viewport.bindAndFire(self) { scene, viewport in scene.viewport = viewport }
  }

  public var title: String { strings.topScorersTitle }

  public var route: Route { .scorers }

  public var pageSize: Int { viewport.pageSize }

  public func resizePage(to rows: Int) {
    viewModel.resizePage(to: rows)
  }

  public func makeScreen() -> Screen {
    var blocks: [Block] = [.chart(chart), .table(table)]
    let shown = viewport.visibleRows
    if shown.count < scorers.count {
      // Only when the window hides rows: line mode and the documents show every scorer.
      blocks.append(
        .text(
          strings.scorersShown(
            first: shown.lowerBound + 1, last: shown.upperBound, total: scorers.count),
          role: .secondary))
    }
    return Screen(
      title: title,
      blocks: blocks,
      actions: screenActions,
      address: route.destination,
      back: Route.players(filter: nil, search: nil).destination)
  }

  /// How many scorers the chart shows: the best ones, so the bars stay readable.
  public static let chartSize = 10

  /// The best scorers with at least one goal, as bars on the scale of the best.
  private var chart: BarChart {
    let bars = scorers.prefix(Self.chartSize).filter { $0.goals > 0 }.map { player in
      BarChart.Bar(
        player.name, value: player.goals,
        destination: Route.player(id: player.id).destination)
    }
    return BarChart(title: strings.goalsColumn, bars: bars)
  }

  private var table: Table {
    let window = viewport.visibleRows
    let rows = zip(window, scorers[window]).map { index, player in
      Table.Row(
        [
          Table.Cell(String(index + 1), role: .secondary),
          Table.Cell(String(player.number)),
          Table.Cell(player.name, role: .strong),
          Table.Cell(String(player.goals)),
        ], destination: Route.player(id: player.id).destination)
    }
    return Table(
      columns: [
        Table.Column("#", alignment: .trailing),
        Table.Column(strings.numberColumn, alignment: .trailing),
        Table.Column(strings.nameColumn, isFlexible: true),
        Table.Column(strings.goalsColumn, alignment: .trailing),
      ],
      rows: rows,
      selectedRow: marksSelectedRow ? viewport.selectionInWindow : nil)
  }

  /// Moves, `open N` (or `Enter`), `back`, then moves by page.
  var offeredActions: [Action] {
    Action.rowMoves + [.openScorer, .back] + Action.pageMoves
  }

  func perform(_ name: Action.Name, argument: String?) throws(CommandError) -> Task<Void, Never>? {
    switch name {
    case .moveUp: viewModel.move(.up)
    case .moveDown: viewModel.move(.down)
    case .pageUp: viewModel.move(.pageUp)
    case .pageDown: viewModel.move(.pageDown)
    case .firstRow: viewModel.move(.first)
    case .lastRow: viewModel.move(.last)
    case .back:
      // Ending the coordinator pops the scorers and frees it.
      guard let router else { throw CommandError.notHere(name.word, scene: title) }
      router.topScorersSceneDidAskToGoBack()
    case .open:
      try open(argument)
    default:
      throw CommandError.notHere(name == .choose ? argument ?? "" : name.word, scene: title)
    }
    return nil
  }

  /// Opens the scorer on row `argument`, or the selected one when a key asked (`nil`).
  private func open(_ argument: String?) throws(CommandError) {
    let count = scorers.count
    let player: Player?
    if let argument {
      player = Int(argument).flatMap(viewModel.player(atRow:))
    } else {
      player = viewModel.selectedPlayer
    }
    guard let player else {
      throw CommandError(
        "no row “\((argument ?? "").truncated(toWidth: 40))” among the scorers",
        hint: count == 0 ? "there are no rows" : "choose one of rows 1 to \(count)")
    }
    router?.showDetail(of: player)
  }
}
