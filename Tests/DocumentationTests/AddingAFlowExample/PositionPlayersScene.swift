import MVVMC
import PlayerFeed
import Rendering

@testable import PSGDemo

/// One position's players (number, name): a table whose selected row `Enter` opens,
/// `open N`, and `back`.
@MainActor
final class PositionPlayersScene: DemoScene {
  let line: Line
  let viewModel: SelectableRowsViewModel<Player>
  let strings: DemoStrings
  private let marksSelectedRow: Bool
  private weak var intents: (any PositionPlayersIntents)?
  /// What the binding last delivered.
  private var selectedIndex = 0

  /// Creates the scene of `line`'s players and binds it to `viewModel`.
  init(
    line: Line, viewModel: SelectableRowsViewModel<Player>, strings: DemoStrings,
    marksSelectedRow: Bool, intents: any PositionPlayersIntents
  ) {
    self.line = line
    self.viewModel = viewModel
    self.strings = strings
    self.marksSelectedRow = marksSelectedRow
    self.intents = intents
    viewModel.selectedIndex.bindAndFire(self) { scene, index in scene.selectedIndex = index }
  }

  var viewModelObject: AnyObject? { viewModel }

  var title: String { strings.positions.lineTitle(line) }

  /// `position/NAME`, below the positions' segment.
  var routeSegment: (any RouteSegment)? { PositionRoute(line: line) }

  func makeScreen() -> Screen {
    let table = Table(
      columns: [
        Table.Column(strings.numberColumn, role: .value, alignment: .trailing),
        Table.Column(strings.nameColumn, role: .key, isFlexible: true),
      ],
      rows: viewModel.rows.map { player in
        Table.Row([Table.Cell(String(player.number)), Table.Cell(player.name, role: .strong)])
      },
      selectedRow: marksSelectedRow && !viewModel.rows.isEmpty ? selectedIndex : nil)
    return Screen(
      title: title,
      blocks: viewModel.rows.isEmpty
        ? [.text(strings.positions.nobodyInPosition)] : [.table(table)],
      actions: screenActions)
  }

  var offeredActions: [Action] { Action.rowMoves + [.openPositionsRow, .back] }

  func perform(_ name: Action.Name, argument: String?) throws(CommandError) -> Task<Void, Never>? {
    if let offset = name.selectionOffset(pageSize: viewModel.rows.count) {
      viewModel.moveSelection(by: offset)
      return nil
    }
    guard let intents else {
      throw strings.error(.notHere(command: strings.word(name), scene: title))
    }
    switch name {
    case .open:
      // `open N`, or `Enter` (no text) on the selected row.
      let row = argument.map { Int($0) } ?? viewModel.selectedIndex.value + 1
      guard let row, let player = viewModel.row(number: row) else {
        throw strings.error(.noRow(argument ?? "", in: .players, count: viewModel.rows.count))
      }
      intents.showDetail(of: player)
    case .back:
      intents.positionPlayersDidAskToGoBack()
    default:
      throw strings.error(.notHere(command: strings.word(name), scene: title))
    }
    return nil
  }
}
