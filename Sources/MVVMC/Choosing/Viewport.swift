/// A window of at most `pageSize` rows over a list of `count` rows, with one selected row
/// that the window always shows.
///
/// A value a view model keeps for a selectable list (``PickerViewModel/viewport``): the moves
/// of the arrow keys, `Home`, `End`, `PgUp` and `PgDn` (``Move``) move the selection, and the
/// window shows the page that holds it: pages are cut every `pageSize` rows from the first,
/// and the last one ends at the last row. The window is a function of the selection, never of
/// the moves that led there, so a route that names the selected row names the rows on screen
/// too. The page size is the host's business: a full-screen host measures the rows it really
/// has for the list and resizes the page through the scene (``Scene/resizePage(to:)``). A scene
/// draws ``visibleRows`` and marks ``selectionInWindow``.
///
/// ```swift
/// var viewport = Viewport(count: 35, pageSize: 10)
/// viewport.visibleRows          // 0..<10, selection 0
/// viewport.move(.end)
/// viewport.visibleRows          // 25..<35, selection 34
/// viewport.move(.pageUp)
/// viewport.visibleRows          // 20..<30, selection 24: the page that holds it
/// viewport.resize(pageSize: 3)
/// viewport.visibleRows          // 24..<27: the selection stays visible
/// ```
///
/// Every number is clamped: a page size below 1 is 1, a move by `Int.min` or `Int.max` stops at
/// the first or last row, and nothing traps.
public struct Viewport: Equatable, Sendable {
  /// One move of the selection.
  public enum Move: Equatable, Sendable {
    /// One row up (`↑`).
    case up
    /// One row down (`↓`).
    case down
    /// One page up (`PgUp`).
    case pageUp
    /// One page down (`PgDn`).
    case pageDown
    /// The first row (`Home`).
    case first
    /// The last row (`End`).
    case last
    /// `offset` rows down, up when negative, stopping at either end.
    case by(Int)
  }

  /// How many rows the list has.
  package private(set) var count: Int
  /// How many rows the window shows at most; at least 1.
  package private(set) var pageSize: Int
  /// The selected row, counted from 0; `nil` exactly when the list is empty.
  package private(set) var selection: Int?
  /// The first row of the window.
  package private(set) var top: Int

  /// A window over `count` rows, showing `pageSize` of them, with `selection` (the first row
  /// when not given) selected and visible.
  public init(count: Int, pageSize: Int, selection: Int? = nil) {
    self.count = max(0, count)
    self.pageSize = max(1, pageSize)
    self.selection = nil
    self.top = 0
    select(selection ?? 0)
  }

  /// The rows the window shows: the selected one among them, none past the last row.
  public var visibleRows: Range<Int> {
    top..<min(count, top.addingClamped(pageSize))
  }

  /// The selection's place in ``visibleRows``, counted from 0: the row a table marks.
  public var selectionInWindow: Int? {
    selection.map { $0 - top }
  }

  /// Moves the selection; the window shows the page that holds it.
  package mutating func move(_ move: Move) {
    guard let current = selection else { return }
    switch move {
    case .up: select(current.addingClamped(-1))
    case .down: select(current.addingClamped(1))
    case .pageUp: select(current.addingClamped(-pageSize))
    case .pageDown: select(current.addingClamped(pageSize))
    case .first: select(0)
    case .last: select(count - 1)
    case .by(let offset): select(current.addingClamped(offset))
    }
  }

  /// Selects `row`, clamped to the list; the window shows the page that holds it.
  package mutating func select(_ row: Int) {
    guard count > 0 else {
      selection = nil
      top = 0
      return
    }
    let row = min(max(0, row), count - 1)
    selection = row
    showPageOfSelection()
  }

  /// Shows `pageSize` rows (at least 1), keeping the selection visible.
  package mutating func resize(pageSize: Int) {
    self.pageSize = max(1, pageSize)
    showPageOfSelection()
  }

  /// The list now has `count` rows: the selection stays on its row when it still exists and
  /// goes to the last row otherwise.
  package mutating func update(count: Int) {
    self.count = max(0, count)
    select(selection ?? 0)
  }

  private mutating func showPageOfSelection() {
    guard let selection else {
      top = 0
      return
    }
    // The page that holds the selection; the last one ends at the last row, so no blank rows
    // show under it when the list could fill the window.
    top = max(0, min(selection / pageSize * pageSize, count - pageSize))
  }
}

extension Int {
  /// `self + other`, stopping at `Int.min` or `Int.max` instead of trapping.
  fileprivate func addingClamped(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? (other < 0 ? .min : .max) : sum
  }
}
