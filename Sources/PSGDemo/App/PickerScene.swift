import MVVMC

/// A scene of one of the framework's pickers (``MVVMC/PickerViewModel``): the filter picker and
/// the comparison's player picker. Its window over the options follows the room the host has,
/// and the move actions move the highlight.
@MainActor
protocol PickerScene: DemoScene {
  associatedtype Option: Sendable
  /// The picker the scene shows.
  var viewModel: PickerViewModel<Option> { get }
  /// The window over the options, as the binding last delivered it.
  var viewport: Viewport { get }
}

extension PickerScene {
  /// The options shown at once, unless the host has fewer rows.
  var pageSize: Int? { viewport.pageSize }

  /// The options of the window: the block that scrolls.
  var visibleRowCount: Int? { viewport.visibleRows.count }

  func resizePage(to rows: Int) {
    viewModel.resizePage(to: rows)
  }

  /// Moves the highlight for a move action (``Action/rowMoves``, ``Action/pageMoves``);
  /// `false` for another action.
  func performMove(_ name: Action.Name) -> Bool {
    let moves: [Action.Name: Viewport.Move] = [
      .moveUp: .up, .moveDown: .down, .pageUp: .pageUp, .pageDown: .pageDown,
      .firstRow: .first, .lastRow: .last,
    ]
    guard let move = moves[name] else { return false }
    viewModel.move(move)
    return true
  }
}
