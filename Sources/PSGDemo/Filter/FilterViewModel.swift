import MVVMC

/// The filter picker's state: the eight filters, the current one, the one highlighted by the
/// arrow keys, and the one chosen.
///
/// The view model only records the choice in ``chosenFilter`` (or the wish to leave in
/// ``isCancelled``); its coordinator binds to those values and ends the flow, so the view model
/// never navigates.
@MainActor
final class FilterViewModel {
  /// The filters offered, in the original app's order (numbered from 1).
  let filters = PlayerFilter.allCases
  /// The active filter: the list's own value, which the picker reads and never writes, so the
  /// filter has one owner while the picker is open.
  let currentFilter: Dynamic<PlayerFilter>
  /// The filter the user chose; `nil` until a choice is made.
  let chosenFilter: Dynamic<PlayerFilter?>
  /// The index in ``filters`` of the filter `Enter` would choose; it starts on the current one.
  let highlightedIndex: Dynamic<Int>
  /// Whether the user asked to leave without choosing (`Esc`).
  let isCancelled: Dynamic<Bool>

  /// Creates a picker over a list whose active filter is `current`.
  init(current: Dynamic<PlayerFilter>, tracer: BindingTracer? = nil) {
    currentFilter = current
    chosenFilter = Dynamic(nil, label: "FilterViewModel.chosenFilter", tracer: tracer)
    highlightedIndex = Dynamic(
      filters.firstIndex(of: current.value) ?? 0, label: "FilterViewModel.highlightedIndex",
      tracer: tracer)
    isCancelled = Dynamic(false, label: "FilterViewModel.isCancelled", tracer: tracer)
  }

  /// Creates a picker that marks `current` as the active filter, with no list under it.
  convenience init(current: PlayerFilter, tracer: BindingTracer? = nil) {
    self.init(
      current: Dynamic(current, label: "FilterViewModel.currentFilter", tracer: tracer),
      tracer: tracer)
  }

  /// Moves the highlight `offset` filters down (up when negative), stopping at either end.
  func moveHighlight(by offset: Int) {
    let last = filters.count - 1
    let (target, overflow) = highlightedIndex.value.addingReportingOverflow(offset)
    let clamped = overflow ? (offset < 0 ? 0 : last) : min(max(0, target), last)
    if clamped != highlightedIndex.value { highlightedIndex.value = clamped }
  }

  /// Chooses the highlighted filter.
  func chooseHighlighted() {
    choose(filters[highlightedIndex.value])
  }

  /// Leaves the picker without choosing.
  func cancel() {
    isCancelled.value = true
  }

  /// Chooses `filter`.
  func choose(_ filter: PlayerFilter) {
    chosenFilter.value = filter
  }
}
