extension Viewport: CustomStringConvertible, ValueSummarizing {
  /// The window as the inspector and traces show it: the selected row and the rows shown,
  /// counted from 1.
  ///
  /// ```swift
  /// Viewport(count: 35, pageSize: 10, selection: 12).description  // "row 13 of 35 · 11–20 shown"
  /// ```
  public var description: String { summary(.english) }

  /// The window in `words`: `row 13 of 35 · 11–20 shown`, `ligne 13 sur 35 · 11–20 affichées`.
  package func summary(_ words: ValueWords) -> String {
    let selected = selection.map { words.row($0 + 1, count) } ?? words.noRow(count)
    let rows = visibleRows
    return rows.isEmpty
      ? selected : "\(selected) · " + words.shown(rows.lowerBound + 1, rows.upperBound)
  }
}
