import MVVMC

/// The filter picker's state: the eight filters, the current one, and the one chosen.
///
/// The view model only records the choice in ``chosenFilter``; its coordinator binds to that
/// value and ends the flow, so the view model never navigates.
@MainActor
public final class FilterViewModel {
  /// The filters offered, in the original app's order (numbered from 1).
  public let filters = PlayerFilter.allCases
  /// The filter active when the picker opened.
  public let currentFilter: Dynamic<PlayerFilter>
  /// The filter the user chose; `nil` until a choice is made.
  public let chosenFilter: Dynamic<PlayerFilter?>

  /// Creates a picker that marks `current` as the active filter.
  public init(current: PlayerFilter, tracer: BindingTracer? = nil) {
    currentFilter = Dynamic(current, label: "FilterViewModel.currentFilter", tracer: tracer)
    chosenFilter = Dynamic(nil, label: "FilterViewModel.chosenFilter", tracer: tracer)
  }

  /// Chooses `filter`.
  public func choose(_ filter: PlayerFilter) {
    chosenFilter.value = filter
  }
}
