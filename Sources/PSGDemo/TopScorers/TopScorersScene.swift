import MVVMC
import Rendering

/// The top scorers: a bar chart of the ten best (``chartSize``), then a table of every player
/// by goals, each row and bar linking to the player's page.
///
/// Like the other scenes, it binds to its view model with weak-owner closures, keeps what they
/// deliver, and builds its screen from those values; opening a row is an intent it hands to
/// its coordinator (``TopScorersRouting``).
@MainActor
public final class TopScorersScene: DemoScene, RoutedScene, ViewModelScene {
  /// The view model the scene shows.
  public let viewModel: TopScorersViewModel
  weak var router: (any TopScorersRouting)?
  let strings: DemoStrings
  private let marksSelectedRow: Bool

  // What the bindings last delivered.
  private var scorers: [Player] = []
  private var selectedIndex: Int?

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
    viewModel.selectedIndex.bindAndFire(self) { scene, index in scene.selectedIndex = index }
  }

  public var title: String { strings.topScorersTitle }

  public var route: Route { .scorers }

  public func makeScreen() -> Screen {
    Screen(
      title: title,
      blocks: [.chart(chart), .table(table)],
      actions: commandHelp.map { ScreenAction(command: $0.command, label: $0.label) },
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
    let rows = scorers.enumerated().map { offset, player in
      Table.Row(
        [
          Table.Cell(String(offset + 1), role: .secondary),
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
      selectedRow: marksSelectedRow ? selectedIndex : nil)
  }

  public var commandHelp: [(command: String, label: String)] {
    [
      ("open N", strings.openScorerAction), ("back", strings.backAction),
      ("help", strings.helpAction), ("quit", strings.quitAction),
    ]
  }

  public func handle(_ command: Command) async throws(CommandError) {
    if command.name == .back, let router {
      // Ending the coordinator pops the scorers and frees it.
      router.topScorersSceneDidAskToGoBack()
      return
    }
    guard command.name == .open else { throw CommandError.notHere(command.word, scene: title) }
    let count = scorers.count
    guard let row = Int(command.text), let player = viewModel.player(atRow: row) else {
      throw CommandError(
        "no row “\(command.text.truncated(toWidth: 40))” among the scorers",
        hint: count == 0 ? "there are no rows" : "choose one of rows 1 to \(count)")
    }
    router?.showDetail(of: player)
  }
}
