/// The size of a terminal in character cells.
public struct TerminalSize: Hashable, Sendable {
  /// Columns (cells per line).
  public var columns: Int
  /// Rows (lines on screen).
  public var rows: Int

  /// Creates a size; negative values become 0.
  public init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
  }
}
