/// Rows of cells under titled columns, with at most one selected row.
///
/// Every row is expected to have one cell per column; renderers pad a short row with empty cells
/// and ignore extra cells, so a malformed table still keeps its shape.
public struct Table: Equatable, Hashable, Sendable {
  /// The columns, left to right.
  public var columns: [Column]
  /// The rows, top to bottom.
  public var rows: [Row]
  /// The index in ``rows`` of the selected row, if any.
  public var selectedRow: Int?

  /// Creates a table.
  public init(columns: [Column], rows: [Row], selectedRow: Int? = nil) {
    self.columns = columns
    self.rows = rows
    self.selectedRow = selectedRow
  }

  /// A column: its title and how its cells line up.
  public struct Column: Equatable, Hashable, Sendable {
    /// The column's title.
    public var title: String
    /// How cells line up within the column; numbers usually line up on the right.
    public var alignment: Alignment
    /// Whether this column gives up width first when the table is too wide (a name column does).
    public var isFlexible: Bool

    /// Creates a column.
    public init(_ title: String, alignment: Alignment = .leading, isFlexible: Bool = false) {
      self.title = title
      self.alignment = alignment
      self.isFlexible = isFlexible
    }
  }

  /// How the cells of a column line up.
  public enum Alignment: String, Equatable, Hashable, Sendable {
    /// Against the left edge (in left-to-right text).
    case leading
    /// Against the right edge.
    case trailing
  }

  /// One row of cells, and where choosing it leads.
  public struct Row: Equatable, Hashable, Sendable {
    /// The cells, one per column.
    public var cells: [Cell]
    /// The screen that choosing the row shows, such as a player's page; a linking renderer
    /// links the row there.
    public var destination: Destination?

    /// Creates a row from cells.
    public init(_ cells: [Cell], destination: Destination? = nil) {
      self.cells = cells
      self.destination = destination
    }
  }

  /// One cell: its text and how prominent it is.
  public struct Cell: Equatable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The cell's text; empty for a blank cell.
    public var text: String
    /// How prominent the text is; ``TextRole/badge`` marks a badge such as `Academy`.
    public var role: TextRole

    /// Creates a cell.
    public init(_ text: String, role: TextRole = .body) {
      self.text = text
      self.role = role
    }

    /// Creates a body cell from a literal.
    public init(stringLiteral value: String) {
      self.init(value)
    }
  }
}
