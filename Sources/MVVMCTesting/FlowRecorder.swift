import MVVMC
import Testing

/// Runs a coordinator flow in a test: records every navigation and coordinator event in one
/// ordered list, checks it against the exact sequence expected, and checks that a finished flow
/// left nothing alive — the child coordinator, its scenes and their view models.
///
/// Create the recorder with the root coordinator before the root starts children (they inherit
/// its event handler when they start), drive the flow as the user would, then assert:
///
/// ```swift
/// import MVVMC
/// import MVVMCTesting
/// import Testing
///
/// @testable import PSGDemo  // the demo's filter picker, the framework's picker over its filters
///
/// @MainActor @Test func backCancelsThePicker() {
///   let root = PlayersCoordinator(navigator: Navigator())  // the app's root
///   let flow = FlowRecorder(starting: root)  // pushes "Players"
///   let filter = flow.startChild(
///     PickerCoordinator.filterPicker(
///       navigator: root.navigator, current: .none, strings: DemoStrings(.english)),
///     under: root)
///   root.navigator.back()
///   let picker = "PickerCoordinator<PlayerFilter>"
///   flow.expectEvents([
///     .navigation(.pushed("Players")),
///     .coordinator(.childAdded(parent: "PlayersCoordinator", child: picker)),
///     .navigation(.presented("Filters")),
///     .navigation(.dismissed("Filters")),
///     .coordinator(.childFinished(child: picker, outcome: "cancelled")),
///     .coordinator(.childRemoved(parent: "PlayersCoordinator", child: picker)),
///   ])
///   #expect(filter.outcomes == [.cancelled])
///   flow.expectFreed()
/// }
/// ```
///
/// ## What "freed" means
///
/// The recorder holds everything weakly. Each time something happens it notes the coordinators
/// in the tree, the scenes shown with their owners, and each scene's view model (see
/// ``init(observing:viewModel:)``). Afterwards, these must be gone:
///
/// - a coordinator no longer in the root's tree;
/// - a scene no longer shown, unless its owner still runs (a coordinator may keep a scene to
///   show again);
/// - the view model of such a scene, unless a scene still in use holds it too.
///
/// Keep no strong reference to a child or its scenes in the test itself (``ChildFlow`` holds
/// the child weakly), or the check reports them.
@MainActor
public final class FlowRecorder {
  /// The navigator of the root coordinator.
  public let navigator: Navigator

  /// Every event since the recorder was created, in the order it happened.
  public private(set) var events: [FlowEvent] = []

  private var checkedEventCount = 0
  let root: any Coordinator
  let viewModelOf: @MainActor (any Scene) -> AnyObject?
  var coordinators: [TrackedCoordinator] = []
  var scenes: [TrackedScene] = []
  // Where each tracked object is in its list; an entry whose object is gone may see its address
  // reused by a newer object, so a hit is checked by identity before it counts.
  var coordinatorIndex: [ObjectIdentifier: Int] = [:]
  var sceneIndex: [ObjectIdentifier: Int] = [:]

  /// Starts recording a root coordinator that something else starts (a session, an app).
  ///
  /// The root's existing `BaseCoordinator.onEvent` handler, if any, keeps being called
  /// first.
  ///
  /// ```swift
  /// let session = DemoSession(configuration: configuration)
  /// let flow = FlowRecorder(observing: session.coordinator)
  /// session.start()
  /// ```
  ///
  /// - Parameters:
  ///   - root: The root coordinator. It is not checked for leaks: the test holds it.
  ///   - viewModel: The view model of a scene, for the leak check; by default
  ///     ``viewModel(of:)``, what a scene names as its `viewModelObject`.
  public init<Result>(
    observing root: BaseCoordinator<Result>,
    viewModel: @escaping @MainActor (any Scene) -> AnyObject? = FlowRecorder.viewModel(of:)
  ) {
    navigator = root.navigator
    self.root = root
    viewModelOf = viewModel
    let earlierHandler = root.onEvent
    root.onEvent = { [weak self] event in
      earlierHandler?(event)
      self?.record(.coordinator(event))
    }
    navigator.observe { [weak self] event in self?.record(.navigation(event)) }
    noteLiveObjects()
  }

  /// Starts recording `root`, then starts it.
  ///
  /// ```swift
  /// let flow = FlowRecorder(starting: PlayersCoordinator(navigator: Navigator()))
  /// flow.expectEvents([.navigation(.pushed("Players"))])
  /// ```
  public convenience init<Result>(
    starting root: BaseCoordinator<Result>,
    viewModel: @escaping @MainActor (any Scene) -> AnyObject? = FlowRecorder.viewModel(of:)
  ) {
    self.init(observing: root, viewModel: viewModel)
    root.start()
  }

  // MARK: Starting a child

  /// Starts `child` under `parent` and records its outcome, without keeping the child alive.
  ///
  /// ```swift
  /// let detail = flow.startChild(
  ///   PlayerDetailCoordinator(navigator: navigator, player: mbappe, strings: strings),
  ///   under: root)
  /// navigator.back()
  /// #expect(detail.outcomes == [.cancelled])
  /// ```
  @discardableResult
  public func startChild<Child: BaseCoordinator<ChildResult>, ChildResult, ParentResult>(
    _ child: Child, under parent: BaseCoordinator<ParentResult>
  ) -> ChildFlow<Child, ChildResult> {
    let handle = ChildFlow(child)
    parent.startChild(child) { [weak handle] outcome in handle?.record(outcome) }
    return handle
  }

  // MARK: Events

  /// The events not checked yet by ``expectEvents(_:sourceLocation:)`` or skipped with
  /// ``skipEvents()``.
  public var uncheckedEvents: [FlowEvent] { Array(events[checkedEventCount...]) }

  /// The navigation events among ``events``, in order.
  public var navigationEvents: [NavigationEvent] {
    events.compactMap { if case .navigation(let event) = $0 { event } else { nil } }
  }

  /// The coordinator events among ``events``, in order.
  public var coordinatorEvents: [CoordinatorEvent] {
    events.compactMap { if case .coordinator(let event) = $0 { event } else { nil } }
  }

  /// Checks that the events since the last check (or since the recorder was created) are
  /// exactly `expected`, in order, and marks them checked. A difference is recorded as an issue
  /// that lists both sequences.
  ///
  /// ```swift
  /// navigator.back()
  /// flow.expectEvents([.navigation(.ignored(.back, reason: "already at the root scene"))])
  /// ```
  public func expectEvents(
    _ expected: [FlowEvent], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let recorded = uncheckedEvents
    checkedEventCount = events.count
    guard recorded != expected else { return }
    Issue.record(
      Comment(rawValue: Self.mismatch(expected: expected, recorded: recorded)),
      sourceLocation: sourceLocation)
  }

  /// Marks every event so far as checked, such as those of setting a flow up.
  ///
  /// ```swift
  /// session.start()
  /// flow.skipEvents()
  /// ```
  public func skipEvents() {
    checkedEventCount = events.count
  }

  private static func mismatch(expected: [FlowEvent], recorded: [FlowEvent]) -> String {
    let first =
      expected.indices.first { $0 >= recorded.count || expected[$0] != recorded[$0] }
      ?? expected.count
    func numbered(_ events: [FlowEvent]) -> String {
      events.isEmpty
        ? "  (none)"
        : events.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n")
    }
    return """
      The flow's events differ from those expected, first at event \(first + 1).
      Expected:
      \(numbered(expected))
      Recorded:
      \(numbered(recorded))
      """
  }

  // MARK: Recording

  private func record(_ event: FlowEvent) {
    events.append(event)
    noteLiveObjects()
  }
}
