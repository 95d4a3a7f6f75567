import MVVMC
import PlayerFeed

extension PickerCoordinator where Option == PlayerFilter {
  /// The filter picker: the framework's picker flow over the eight filters, presented over the
  /// list, ending with the chosen filter or cancelled (`back`, `Esc`, a route that replaces it, `quit`).
  ///
  /// Nothing here is the filter's own but the options and the scene: the highlight, the choice,
  /// the outcome delivered once and the end of the flow are the framework's.
  ///
  /// ```swift
  /// startChild(PickerCoordinator.filterPicker(navigator: navigator, current: .none, strings: strings)) {
  ///   outcome in   // .finished(.goalkeepers), or .cancelled when the user went back
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - current: The list's filter, highlighted at first; a route names another highlight.
  ///   - listSearch: The search of the list under the picker, which a choice keeps.
  static func filterPicker(
    navigator: Navigator, current: PlayerFilter, strings: DemoStrings,
    tracer: BindingTracer? = nil, listSearch: String = ""
  ) -> PickerCoordinator<PlayerFilter> {
    let filters = PlayerFilter.allCases
    let picker = PickerViewModel(
      options: filters, highlighted: filters.firstIndex(of: current), tracer: tracer
    ) { strings.label(of: $0).foldedForComparison }
    return PickerCoordinator(navigator: navigator, viewModel: picker, presentation: .modal) {
      FilterScene(viewModel: $0, current: current, strings: strings, listSearch: listSearch)
    }
  }
}
