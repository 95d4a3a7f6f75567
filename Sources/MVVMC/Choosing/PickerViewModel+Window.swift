extension PickerViewModel {
  // The window over the matches, and the highlight in it.

  /// The options the window shows, in order.
  package var visibleOptions: [Option] {
    viewport.value.visibleRows.map { options[matches.value[$0]] }
  }

  /// The highlighted option, if any match.
  package var highlightedOption: Option? {
    viewport.value.selection.map { options[matches.value[$0]] }
  }

  /// The index in ``options`` of the highlighted option.
  package var highlightedIndex: Int? {
    viewport.value.selection.map { matches.value[$0] }
  }

  /// Highlights row `row` of the matches (clamped to them), as a route names it; the window
  /// shows the page that holds it. Nothing changes once the picker has decided.
  public func highlight(row: Int) {
    guard !isDecided else { return }
    var window = viewport.value
    window.select(row)
    if window != viewport.value { viewport.value = window }
  }

  /// Moves the highlight; the window follows it.
  public func move(_ move: Viewport.Move) {
    guard !isDecided else { return }
    var window = viewport.value
    window.move(move)
    if window != viewport.value { viewport.value = window }
  }

  /// Shows at most `rows` options, keeping the highlight visible.
  package func resizePage(to rows: Int) {
    var window = viewport.value
    window.resize(pageSize: rows)
    if window != viewport.value { viewport.value = window }
  }
}
