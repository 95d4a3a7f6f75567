import MVVMC
import Rendering

/// The top scorers: a table of every player by goals, each row linking to the player's page.
///
/// Like the other scenes, it binds to its view model with weak-owner closures, keeps what they
/// deliver, and builds its screen from those values; opening a row is an intent it hands to
/// its coordinator (``TopScorersRouting``).
@MainActor
public final class TopScorersScene: DemoScene, RoutedScene, ScrollingScene {
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
    var blocks: [Block] = [.table(table)]
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
      actions: commandHelp.map { ScreenAction(command: $0.command, label: $0.label) },
      address: route.destination,
      back: Route.players(filter: nil, search: nil).destination)
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
