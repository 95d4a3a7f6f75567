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
  /// Which part of a longer list the rows are, when they are one: renderers that draw show
  /// it in their own words beside the table; `nil` when the rows are the whole list.
  public var paging: Paging?

  /// Creates a table.
  public init(columns: [Column], rows: [Row], selectedRow: Int? = nil, paging: Paging? = nil) {
    self.columns = columns
    self.rows = rows
    self.selectedRow = selectedRow
    self.paging = paging
  }

  /// The window of a longer list that a table shows: rows 13–24 of 35, page 2 of 3.
  ///
  /// ```swift
  /// Table.Paging(firstRow: 13, lastRow: 24, rowCount: 35, page: 2, pageCount: 3)
  /// ```
  public struct Paging: Equatable, Hashable, Sendable {
    /// The number of the first row shown, counted from 1 over the whole list.
    public var firstRow: Int
    /// The number of the last row shown; below ``firstRow`` when none is.
    public var lastRow: Int
    /// How many rows the whole list has.
    public var rowCount: Int
    /// The page shown, counted from 1, when the list turns in whole pages; `nil` when it
    /// scrolls by rows.
    public var page: Int?
    /// How many pages the list has, when it turns in whole pages.
    public var pageCount: Int?

    /// Creates the paging of a table.
    public init(
      firstRow: Int, lastRow: Int, rowCount: Int, page: Int? = nil, pageCount: Int? = nil
    ) {
      self.firstRow = firstRow
      self.lastRow = lastRow
      self.rowCount = rowCount
      self.page = page
      self.pageCount = pageCount
    }
  }

  /// A column: its title, what it holds and how its cells line up.
  public struct Column: Equatable, Hashable, Sendable {
    /// The column's title, in the interface's language.
    public var title: String
    /// What the column holds, as a key that is never localised, such as `number`; `nil` when
    /// the scene gives none.
    public var key: String?
    /// What the column's cells are to their row: its number, its name, or a value about it;
    /// `nil` when the scene does not say.
    public var role: Role?
    /// How cells line up within the column; numbers usually line up on the right.
    public var alignment: Alignment
    /// Whether this column gives up width first when the table is too wide (a name column does).
    public var isFlexible: Bool

    /// Creates a column.
    public init(
      _ title: String, key: String? = nil, role: Role? = nil, alignment: Alignment = .leading,
      isFlexible: Bool = false
    ) {
      self.title = title
      self.key = key
      self.role = role
      self.alignment = alignment
      self.isFlexible = isFlexible
    }

    /// What a column's cells are to their row, so that a renderer that does not draw (speech,
    /// JSON) need not guess it from a `#` title, bold text or right alignment.
    public enum Role: String, Equatable, Hashable, Sendable, CaseIterable {
      /// The row's position in the list, counted from 1, such as `#`: what `open N` takes.
      case rowNumber = "rowNumber"
      /// What names the row, such as a player's name: a reader announces it first, HTML makes
      /// it the row's header.
      case key = "key"
      /// A value about the row, such as a position or a count of goals.
      case value = "value"
    }
  }

  /// How the cells of a column line up.
  public enum Alignment: String, Equatable, Hashable, Sendable {
    /// Against the left edge (in left-to-right text).
    case leading = "leading"
    /// Against the right edge.
    case trailing = "trailing"
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
    /// The cell's value as data, such as the date behind `16/12/1986`; `nil` when the text is
    /// all there is.
    public var data: DataValue?

    /// Creates a cell.
    public init(_ text: String, role: TextRole = .body, data: DataValue? = nil) {
      self.text = text
      self.role = role
      self.data = data
    }

    /// Creates a body cell from a literal.
    public init(stringLiteral value: String) {
      self.init(value)
    }
  }
}

/// A table as data: `columns`, `rows` and, when a row is selected, `selectedRow` (its index in
/// `rows`, from 0). The names are those of Docs/ScreenFormat.md; the compiler writes the coding.
extension Table: Codable {}

extension Table.Paging: Codable {
  private enum CodingKeys: String, CodingKey {
    case firstRow, lastRow
    case rowCount = "rows"
    case page
    case pageCount = "pages"
  }
}

extension Table.Column: Codable {
  private enum CodingKeys: String, CodingKey {
    case title, key, role, alignment
    case isFlexible = "flexible"
  }
}

extension Table.Column.Role: Codable {}

extension Table.Alignment: Codable {}

extension Table.Row: Codable {}

extension Table.Cell: Codable {}
