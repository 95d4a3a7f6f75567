import MVVMC

/// Rows that do not change while their scene is shown, and the selected one, which `↑`/`↓`
/// move and `Enter` opens: the view model of both scenes of the positions' flow.
///
/// ```swift
/// let viewModel = SelectableRowsViewModel(rows: ["a", "b", "c"], selectedIndex: 1)
/// viewModel.moveSelection(by: .max)
/// viewModel.selectedIndex.value   // 2: moves stop at the last row
/// viewModel.row(number: 1)        // "a": rows count from 1
/// ```
@MainActor
final class SelectableRowsViewModel<Row> {
  /// The rows, in the order shown.
  let rows: [Row]
  /// The index in ``rows`` of the selected row; 0 when there is none.
  let selectedIndex: Dynamic<Int>

  /// The rows, with the row at `selectedIndex` (clamped to the rows) selected.
  init(rows: [Row], selectedIndex: Int = 0) {
    self.rows = rows
    self.selectedIndex = Dynamic(
      min(max(0, selectedIndex), max(0, rows.count - 1)),
      label: "SelectableRowsViewModel.selectedIndex")
  }

  /// The row numbered `number`, counted from 1; `nil` outside the rows, `Int.min` included.
  func row(number: Int) -> Row? {
    // Compared before subtracting: `number - 1` would overflow for `Int.min`.
    number >= 1 && number <= rows.count ? rows[number - 1] : nil
  }

  /// The selected row; `nil` when there are no rows.
  var selectedRow: Row? { row(number: selectedIndex.value + 1) }

  /// Moves the selection `offset` rows down (up when negative), stopping at either end.
  func moveSelection(by offset: Int) {
    guard !rows.isEmpty else { return }
    // Clamped before adding, so a huge offset stops at the end instead of trapping.
    let step = min(max(offset, -rows.count), rows.count)
    let index = min(max(0, selectedIndex.value + step), rows.count - 1)
    if index != selectedIndex.value { selectedIndex.value = index }
  }
}
