import MVVMC

/// Presents the filter picker and ends with the chosen filter, or cancelled on `back` or `Esc`.
///
/// ```swift
/// startChild(FilterCoordinator(navigator: navigator, current: .none, strings: strings)) {
///   outcome in   // .finished(.goalkeepers), or .cancelled when the user went back
/// }
/// ```
@MainActor
final class FilterCoordinator: BaseCoordinator<PlayerFilter> {
  /// The list's filter, read by the picker; the list's view model owns it.
  private let current: Dynamic<PlayerFilter>
  private let listSearch: String
  private let strings: DemoStrings
  private let tracer: BindingTracer?
  // The scene owns the view model; the coordinator only reaches it while it is on screen.
  private weak var viewModel: FilterViewModel?

  /// Creates the coordinator; ``start()`` presents the picker.
  ///
  /// - Parameters:
  ///   - current: The active filter of the list under the picker (its view model's value).
  ///   - listSearch: The search of the list under the picker, which a choice keeps.
  init(
    navigator: Navigator, current: Dynamic<PlayerFilter>, strings: DemoStrings,
    tracer: BindingTracer? = nil, listSearch: String = ""
  ) {
    self.current = current
    self.listSearch = listSearch
    self.strings = strings
    self.tracer = tracer
    super.init(navigator: navigator)
  }

  /// Creates the coordinator of a picker whose active filter is `current`, with no list under
  /// it.
  convenience init(
    navigator: Navigator, current: PlayerFilter, strings: DemoStrings,
    tracer: BindingTracer? = nil, listSearch: String = ""
  ) {
    self.init(
      navigator: navigator, current: Dynamic(current), strings: strings, tracer: tracer,
      listSearch: listSearch)
  }

  override func start() {
    let viewModel = FilterViewModel(current: current, tracer: tracer)
    viewModel.chosenFilter.bind(self) { coordinator, filter in
      if let filter { coordinator.finish(with: filter) }
    }
    viewModel.isCancelled.bind(self) { coordinator, cancelled in
      if cancelled { coordinator.cancel() }
    }
    self.viewModel = viewModel
    present(FilterScene(viewModel: viewModel, strings: strings, listSearch: listSearch))
  }

  /// Chooses `filter` as if the user had picked it in the scene.
  /// Highlights the filter at `index` in the picker's list (clamped to it), as the arrow keys
  /// would: a route names the highlighted row.
  func highlight(_ index: Int) {
    guard let viewModel else { return }
    let (offset, overflow) = index.subtractingReportingOverflow(viewModel.highlightedIndex.value)
    viewModel.moveHighlight(by: overflow ? (index < 0 ? .min : .max) : offset)
  }

  func choose(_ filter: PlayerFilter) {
    viewModel?.choose(filter)
  }
}
