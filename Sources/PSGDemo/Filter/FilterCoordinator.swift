import MVVMC

/// Presents the filter picker and ends with the chosen filter, or cancelled on `back` or `Esc`.
///
/// ```swift
/// startChild(FilterCoordinator(navigator: navigator, current: .none, strings: strings)) {
///   outcome in   // .finished(.goalkeepers), or .cancelled when the user went back
/// }
/// ```
@MainActor
public final class FilterCoordinator: BaseCoordinator<PlayerFilter> {
  private let current: PlayerFilter
  private let strings: DemoStrings
  private let tracer: BindingTracer?
  // The scene owns the view model; the coordinator only reaches it while it is on screen.
  private weak var viewModel: FilterViewModel?

  /// Creates the coordinator; ``start()`` presents the picker.
  public init(
    navigator: Navigator, current: PlayerFilter, strings: DemoStrings,
    tracer: BindingTracer? = nil
  ) {
    self.current = current
    self.strings = strings
    self.tracer = tracer
    super.init(navigator: navigator)
  }

  public override func start() {
    let viewModel = FilterViewModel(current: current, tracer: tracer)
    viewModel.chosenFilter.bind(self) { coordinator, filter in
      if let filter { coordinator.finish(with: filter) }
    }
    viewModel.isCancelled.bind(self) { coordinator, cancelled in
      if cancelled { coordinator.cancel() }
    }
    self.viewModel = viewModel
    present(FilterScene(viewModel: viewModel, strings: strings))
  }

  /// Chooses `filter` as if the user had picked it in the scene.
  public func choose(_ filter: PlayerFilter) {
    viewModel?.choose(filter)
  }
}
