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
  func tableLines(for table: Table) -> [StyledLine] {
    let columns = table.columns
    guard !columns.isEmpty else { return [] }
    let titles = columns.map(\.title.sanitizedForTerminal)
    // Short rows get blank cells, extra cells are dropped: the table keeps its shape.
    let rows: [[Table.Cell]] = table.rows.map { row in
      columns.indices.map { index in
        guard index < row.cells.count else { return Table.Cell("") }
        let cell = row.cells[index]
        return Table.Cell(cell.text.sanitizedForTerminal, role: cell.role)
      }
    }
    // Each cell is measured once, here; the rows below pad or cut by these widths.
    let titleWidths = titles.map(\.displayWidth)
    let cellWidths = rows.map { $0.map(\.text.displayWidth) }
    let natural = columns.indices.map { index in
      cellWidths.lazy.map { $0[index] }.reduce(titleWidths[index], max)
    }
    let available = width - Self.gutter - Self.gap * (columns.count - 1)
    let widths = Self.fitted(natural, flexible: columns.map(\.isFlexible), into: available)

    var header = StyledLine([StyledRun("  ")])
    var rule = StyledLine([StyledRun("  ")])
    for index in columns.indices {
      if index > 0 {
        header.append("  ")
        rule.append("  ")
      }
      Self.appendCell(
        titles[index], measuring: titleWidths[index], width: widths[index],
        alignment: columns[index].alignment, style: .columnHeader, padding: .body, to: &header)
      rule.append(String(repeating: "-", count: widths[index]), style: .rule)
    }

    var lines = [header, rule]
    lines.reserveCapacity(2 + rows.count)
    for (rowIndex, cells) in rows.enumerated() {
      let isSelected = rowIndex == table.selectedRow
      let padding: TerminalStyle = isSelected ? .selectedRow : .body
      var line = StyledLine([StyledRun(isSelected ? "> " : "  ", style: padding)])
      line.runs.reserveCapacity(1 + 3 * columns.count)
      for (index, cell) in cells.enumerated() {
        if index > 0 { line.append("  ", style: padding) }
        Self.appendCell(
          cell.text, measuring: cellWidths[rowIndex][index], width: widths[index],
          alignment: columns[index].alignment,
          style: isSelected ? .selectedRow : TerminalStyle(cellRole: cell.role), padding: padding,
          to: &line)
      }
      // The last cells' padding would be trimmed with the line's trailing spaces; dropped
      // here, in place, it costs no copy of the line's runs.
      while let last = line.runs.last, last.text.utf8.allSatisfy({ $0 == 0x20 }) {
        line.runs.removeLast()
      }
      lines.append(line)
    }
    return lines
  }

  /// Appends the text fitted to `width` columns, and the spaces that align it, as separate
  /// runs so that a badge's colour does not spread over its padding.
  ///
  /// `columns` is the text's measured width: a text that fits is neither cut nor measured
  /// again.
  private static func appendCell(
    _ text: String, measuring columns: Int, width: Int, alignment: Table.Alignment,
    style: TerminalStyle, padding: TerminalStyle, to line: inout StyledLine
  ) {
    let fits = columns <= width
    let fitted = fits ? text : text.truncated(toWidth: width)
    let spaces = String.spaces(width - (fits ? columns : fitted.displayWidth))
    if alignment == .trailing { line.append(spaces, style: padding) }
    line.append(fitted, style: style)
    if alignment == .leading { line.append(spaces, style: padding) }
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
