extension Viewport: CustomStringConvertible {
  /// The window as the inspector and traces show it: the selected row and the rows shown,
  /// counted from 1.
  ///
  /// ```swift
  /// Viewport(count: 35, pageSize: 10, selection: 12).description  // "row 13 of 35 · 11–20 shown"
  /// ```
  public var description: String {
    let selected = selection.map { "row \($0 + 1) of \(count)" } ?? "no row of \(count)"
    let rows = visibleRows
    return rows.isEmpty ? selected : "\(selected) · \(rows.lowerBound + 1)–\(rows.upperBound) shown"
  }
}
