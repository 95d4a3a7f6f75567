import MVVMC
import PlayerFeed
import Rendering

@testable import PSGDemo

/// The four positions, each with its count of loaded players: a table whose selected row
/// `Enter` opens, `open N`, and `back`.
@MainActor
final class PositionsScene: DemoScene {
  let viewModel: SelectableRowsViewModel<(line: Line, count: Int)>
  let strings: DemoStrings
  private let marksSelectedRow: Bool
  private weak var intents: (any PositionsIntents)?
  /// What the binding last delivered.
  private var selectedIndex = 0

  /// Creates the scene and binds it to `viewModel`.
  ///
  /// - Parameter marksSelectedRow: Whether the table marks the selected row (when keys drive
  ///   the app, where `Enter` opens it).
  init(
    viewModel: SelectableRowsViewModel<(line: Line, count: Int)>, strings: DemoStrings,
    marksSelectedRow: Bool, intents: any PositionsIntents
  ) {
    self.viewModel = viewModel
    self.strings = strings
    self.marksSelectedRow = marksSelectedRow
    self.intents = intents
    viewModel.selectedIndex.bindAndFire(self) { scene, index in scene.selectedIndex = index }
  }

  var viewModelObject: AnyObject? { viewModel }

  var title: String { strings.positions.title }

  /// `positions`, with the selected row when keys drive the app and it is not the first.
  var routeSegment: (any RouteSegment)? {
    PositionsRoute(row: marksSelectedRow && selectedIndex > 0 ? selectedIndex + 1 : nil)
  }

  func makeScreen() -> Screen {
    let table = Table(
      columns: [
        Table.Column(strings.positionColumn, role: .key, isFlexible: true),
        Table.Column(strings.positions.playerCountColumn, role: .value, alignment: .trailing),
      ],
      rows: viewModel.rows.map { row in
        Table.Row([
          Table.Cell(strings.positions.lineTitle(row.line), role: .strong),
          Table.Cell(String(row.count)),
        ])
      },
      selectedRow: marksSelectedRow ? selectedIndex : nil)
    return Screen(title: title, blocks: [.table(table)], actions: screenActions)
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
      guard let row, let opened = viewModel.row(number: row) else {
        throw strings.error(.noRow(argument ?? "", in: .list, count: viewModel.rows.count))
      }
      intents.showPlayers(of: opened.line)
    case .back:
      intents.positionsDidAskToGoBack()
    default:
      throw strings.error(.notHere(command: strings.word(name), scene: title))
    }
    return nil
  }
}
