import Rendering

extension TerminalLayout {
  /// The columns between the gutter and the first column, and between two columns.
  private static let gap = 2
  /// The gutter before every row: `> ` on the selected row, two spaces elsewhere.
  private static let gutter = 2
  /// How narrow a flexible column may get before other columns give up width too: enough
  /// to recognise a name.
  private static let flexibleMinimum = 12
  /// How narrow any column may get before columns are cut to a single character.
  private static let readableMinimum = 4

  /// A header row, a rule, and one line per row.
  ///
  /// Every cell is sanitised and measured once, into flat arrays (row after row), and each
  /// line's spaces become one run between two texts (``SpacedLine``).
  ///
  /// - Complexity: O(*rows* × *columns*) cells, plus the length of their text.
  func tableLines(for table: Table) -> [StyledLine] {
    let columns = table.columns
    guard !columns.isEmpty else { return [] }
    let columnCount = columns.count
    let titles = columns.map(\.title.sanitizedWithWidth)
    // Cell `column` of row `row` is at `row * columnCount + column`. Short rows get blank
    // cells, extra cells are dropped: the table keeps its shape.
    var texts: [String] = []
    var cellWidths: [Int] = []
    texts.reserveCapacity(table.rows.count * columnCount)
    cellWidths.reserveCapacity(table.rows.count * columnCount)
    var natural = titles.map(\.columns)
    for row in table.rows {
      for column in 0..<columnCount {
        let (text, columns) =
          column < row.cells.count ? row.cells[column].text.sanitizedWithWidth : ("", 0)
        texts.append(text)
        cellWidths.append(columns)
        natural[column] = max(natural[column], columns)
      }
    }
    let available = width - Self.gutter - Self.gap * (columnCount - 1)
    let widths = Self.fitted(natural, flexible: columns.map(\.isFlexible), into: available)

    var header = SpacedLine(spaceStyle: .body, runs: 2 * columnCount)
    var rule = SpacedLine(spaceStyle: .body, runs: 2 * columnCount)
    header.addSpaces(Self.gutter)
    rule.addSpaces(Self.gutter)
    for column in 0..<columnCount {
      if column > 0 {
        header.addSpaces(Self.gap)
        rule.addSpaces(Self.gap)
      }
      Self.addCell(
        titles[column].text, measuring: titles[column].columns, width: widths[column],
        alignment: columns[column].alignment, style: .columnHeader, to: &header)
      rule.add(.hyphens(widths[column]), style: .rule)
    }

    var lines = [header.line, rule.line]
    lines.reserveCapacity(2 + table.rows.count)
    for (rowIndex, row) in table.rows.enumerated() {
      let isSelected = rowIndex == table.selectedRow
      var line = SpacedLine(
        spaceStyle: isSelected ? .selectedRow : .body, runs: 1 + 2 * columnCount)
      if isSelected {
        line.add("> ", style: .selectedRow)
      } else {
        line.addSpaces(Self.gutter)
      }
      let first = rowIndex * columnCount
      for column in 0..<columnCount {
        if column > 0 { line.addSpaces(Self.gap) }
        let role = column < row.cells.count ? row.cells[column].role : .body
        Self.addCell(
          texts[first + column], measuring: cellWidths[first + column], width: widths[column],
          alignment: columns[column].alignment,
          style: isSelected ? .selectedRow : TerminalStyle(cellRole: role), to: &line)
      }
      lines.append(line.line)
    }
    return lines
  }

  /// Adds the text fitted to `width` columns, and the spaces that align it, which the line
  /// keeps apart from the text so that a badge's colour does not spread over its padding.
  ///
  /// `columns` is the text's measured width: a text that fits is neither cut nor measured
  /// again.
  private static func addCell(
    _ text: String, measuring columns: Int, width: Int, alignment: Table.Alignment,
    style: TerminalStyle, to line: inout SpacedLine
  ) {
    let fits = columns <= width
    let fitted = fits ? text : text.truncated(toWidth: width)
    let padding = width - (fits ? columns : fitted.displayWidth)
    if alignment == .trailing { line.addSpaces(padding) }
    line.add(fitted, style: style)
    if alignment == .leading { line.addSpaces(padding) }
  }

  /// Column widths that fit in `available` columns, if they can.
  ///
  /// Flexible columns give up width first, widest first, down to 12 columns each; then every
  /// column does, widest first (so the shortfall is shared), down to 4; then down to one
  /// column. Whatever still does not fit is cut at the end of the line by the caller.
  ///
  /// - Complexity: O(*c*²) for *c* columns, whatever the widths.
  static func fitted(_ natural: [Int], flexible: [Bool], into available: Int) -> [Int] {
    var widths = natural
    var excess = widths.reduce(0, +) - available
    let flexibleColumns = widths.indices.filter { flexible[$0] }
    shrink(&widths, columns: flexibleColumns, floor: flexibleMinimum, excess: &excess)
    shrink(&widths, columns: Array(widths.indices), floor: readableMinimum, excess: &excess)
    shrink(&widths, columns: Array(widths.indices), floor: 1, excess: &excess)
    return widths
  }

  /// Takes up to `excess` columns off the widest of `columns`, never below `floor` (nor below
  /// a column's own width when it is already narrower).
  private static func shrink(
    _ widths: inout [Int], columns: [Int], floor: Int, excess: inout Int
  ) {
    while excess > 0 {
      let candidates = columns.filter { widths[$0] > floor }
      guard let widest = candidates.map({ widths[$0] }).max() else { return }
      let top = candidates.filter { widths[$0] == widest }
      // Lower the widest columns together to the next width down, or as far as needed.
      let next = candidates.map { widths[$0] }.filter { $0 < widest }.max() ?? floor
      let target = max(next, floor)
      let room = (widest - target) * top.count
      if room <= excess {
        for column in top { widths[column] = target }
        excess -= room
      } else {
        let each = excess / top.count
        let extra = excess % top.count
        for (position, column) in top.enumerated() {
          widths[column] = widest - each - (position < extra ? 1 : 0)
        }
        excess = 0
      }
    }
  }
}
