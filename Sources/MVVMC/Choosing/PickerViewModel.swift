/// "Choose one of these": options, a search over them, a window with a highlighted option, and
/// the outcome, chosen or cancelled, set once.
///
/// A ``PickerCoordinator`` binds to ``outcome`` and ends its flow with it, so a picker's scene
/// only calls methods here and never navigates. Search and paging come with it: ``search(_:)``
/// keeps the options whose text contains the query, and the highlight moves in a ``Viewport``
/// over those, so a picker of thirty players scrolls as the list does.
///
/// ```swift
/// let picker = PickerViewModel(options: ["MESSI", "NEYMAR", "MBAPPÉ"]) { $0 }
/// picker.search("m")
/// picker.visibleOptions            // ["MESSI", "NEYMAR", "MBAPPÉ"]: all contain “m”
/// picker.search("mb")
/// picker.chooseHighlighted()
/// picker.outcome.value             // .finished("MBAPPÉ")
/// picker.cancel()                  // ignored: the outcome is already set
/// ```
///
/// This file holds the options, the search and the outcome; the window and its highlight are
/// in `PickerViewModel+Window.swift`.
@MainActor
public final class PickerViewModel<Option: Sendable> {
  /// Every option offered, in order.
  public let options: [Option]
  /// The search, as given to ``search(_:)``.
  package let query: Dynamic<String>
  /// The indices in ``options`` of the options the search keeps, in order.
  public let matches: Dynamic<[Int]>
  /// The window over ``matches`` and the highlighted match, which `Enter` chooses.
  public let viewport: Dynamic<Viewport>
  /// The outcome, once there is one: the chosen option or ``CoordinatorOutcome/cancelled``.
  public let outcome: Dynamic<CoordinatorOutcome<Option>?>

  /// Which options a search keeps: their indices in ``options``, in order.
  private let matching: (String) -> [Int]

  /// A picker over `options`, highlighting the one at `highlighted` (the first when not given).
  ///
  /// - Parameters:
  ///   - options: Every option offered, in order.
  ///   - highlighted: The index in `options` highlighted at first.
  ///   - pageSize: How many options the window shows until a host resizes it; all of them
  ///     unless given.
  ///   - tracer: Told when a value fires, for `--trace`.
  ///   - searchText: The text of an option a search looks in, already folded as the query
  ///     will be (case and accents are the app's business).
  public convenience init(
    options: [Option], highlighted: Int? = nil, pageSize: Int? = nil,
    tracer: BindingTracer? = nil, searchText: @escaping (Option) -> String
  ) {
    self.init(
      options: options, highlighted: highlighted, pageSize: pageSize, tracer: tracer
    ) { text in
      text.isEmpty
        ? Array(options.indices)
        : options.indices.filter { searchText(options[$0]).contains(text) }
    }
  }

  /// A picker over some of `options`, those `matching` keeps, highlighting the first of them
  /// or the one on row `highlighted`.
  ///
  /// The options are shared, never copied, and a search keeps indices: an app that holds many
  /// options, already indexed, offers them all but one, or searches them with its own index,
  /// for the memory of one index a match.
  ///
  /// ```swift
  /// let squad = ["MESSI", "NEYMAR", "MBAPPÉ"]
  /// let picker = PickerViewModel(options: squad) { query in
  ///   squad.indices.filter { $0 != 1 && squad[$0].lowercased().hasPrefix(query) }
  /// }
  /// picker.visibleOptions  // ["MESSI", "MBAPPÉ"]: NEYMAR is never offered
  /// picker.search("mb")
  /// picker.visibleOptions  // ["MBAPPÉ"]
  /// ```
  ///
  /// - Parameters:
  ///   - options: The options, in order; only those `matching` keeps are offered.
  ///   - highlighted: The row of the options offered highlighted at first (the first when not
  ///     given).
  ///   - pageSize: How many options the window shows until a host resizes it; all of those
  ///     offered unless given.
  ///   - tracer: Told when a value fires, for `--trace`.
  ///   - matching: The indices in `options` of those a search keeps, in order, given the
  ///     search as ``search(_:)`` receives it; given `""`, the options offered before any
  ///     search. Called once here, then once a search.
  package init(
    options: [Option], highlighted: Int? = nil, pageSize: Int? = nil,
    tracer: BindingTracer? = nil, matching: @escaping (String) -> [Int]
  ) {
    self.options = options
    self.matching = matching
    let offered = matching("")
    query = Dynamic("", label: "PickerViewModel.query", tracer: tracer)
    matches = Dynamic(offered, label: "PickerViewModel.matches", tracer: tracer)
    viewport = Dynamic(
      Viewport(count: offered.count, pageSize: pageSize ?? offered.count, selection: highlighted),
      label: "PickerViewModel.viewport", tracer: tracer)
    outcome = Dynamic(nil, label: "PickerViewModel.outcome", tracer: tracer)
    // The matches follow the query, whoever sets it.
    query.bind(self, as: "PickerViewModel") { viewModel, text in viewModel.keepMatches(of: text) }
  }

  /// Whether the outcome is set: every later choice or cancel is ignored.
  package var isDecided: Bool {
    if case .some = outcome.value { true } else { false }
  }

  /// Keeps the options whose search text contains `text` (all of them when it is empty), or
  /// those the picker's `matching` keeps; the highlight goes to the first match.
  ///
  /// - Complexity: O(*n*) in the total length of the options' texts, or that of `matching`.
  public func search(_ text: String) {
    guard !isDecided else { return }
    query.value = text
  }

  /// Keeps the matches of `text`, the new query, and highlights the first.
  private func keepMatches(of text: String) {
    let kept = matching(text)
    matches.value = kept
    var window = viewport.value
    window.update(count: kept.count)
    window.select(0)
    viewport.value = window
  }

  /// Chooses `option`; ignored once there is an outcome, so the flow ends once.
  public func choose(_ option: Option) {
    guard !isDecided else { return }
    outcome.value = .finished(option)
  }

  /// Chooses the highlighted option; ignored when nothing matches.
  public func chooseHighlighted() {
    if let option = highlightedOption { choose(option) }
  }

  /// Leaves without choosing; ignored once there is an outcome.
  public func cancel() {
    guard !isDecided else { return }
    outcome.value = .cancelled
  }
}
