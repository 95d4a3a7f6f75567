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
  private let root: any Coordinator
  private let viewModelOf: @MainActor (any Scene) -> AnyObject?
  private var coordinators: [TrackedCoordinator] = []
  private var scenes: [TrackedScene] = []
  // Where each tracked object is in its list; an entry whose object is gone may see its address
  // reused by a newer object, so a hit is checked by identity before it counts.
  private var coordinatorIndex: [ObjectIdentifier: Int] = [:]
  private var sceneIndex: [ObjectIdentifier: Int] = [:]

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

  // MARK: Leaks

  /// What should have been freed and is still alive, one line each (`coordinator
  /// PickerCoordinator<PlayerFilter>`, `scene Filters`, `view model
  /// PickerViewModel<PlayerFilter> of scene Filters`); empty when every ended flow is gone.
  public var leaks: [String] {
    let running = Set(runningCoordinators().map { ObjectIdentifier($0) })
    let shown = Set(shownScenes().map { ObjectIdentifier($0) })
    func isInUse(_ tracked: TrackedScene) -> Bool {
      guard let scene = tracked.scene else { return false }
      if shown.contains(ObjectIdentifier(scene)) { return true }
      return tracked.owner.map { running.contains(ObjectIdentifier($0)) } ?? false
    }
    var viewModelsInUse = Set(
      scenes.filter(isInUse).compactMap { $0.viewModel.map(ObjectIdentifier.init) })
    var found: [String] = []
    for tracked in coordinators {
      if let coordinator = tracked.coordinator, !running.contains(ObjectIdentifier(coordinator)) {
        found.append("coordinator \(tracked.name)")
      }
    }
    for tracked in scenes where !isInUse(tracked) {
      if tracked.scene != nil { found.append("scene \(tracked.title)") }
      if let viewModel = tracked.viewModel,
        viewModelsInUse.insert(ObjectIdentifier(viewModel)).inserted
      {
        found.append("view model \(type(of: viewModel)) of scene \(tracked.title)")
      }
    }
    return found
  }

  /// Checks that every ended flow is freed: the ``leaks`` list is empty. Anything still alive
  /// is recorded as an issue naming it.
  ///
  /// ```swift
  /// filter.coordinator?.finish(with: .goalkeepers)
  /// flow.expectFreed()
  /// ```
  public func expectFreed(sourceLocation: SourceLocation = #_sourceLocation) {
    let leaks = self.leaks
    guard !leaks.isEmpty else { return }
    let lines = leaks.map { "  \($0)" }.joined(separator: "\n")
    Issue.record(
      Comment(rawValue: "Still alive after their flow ended:\n\(lines)"),
      sourceLocation: sourceLocation)
  }

  /// A scene's view model, as the scene names it (`Scene.viewModelObject`); `nil` for a scene
  /// that names none.
  ///
  /// ```swift
  /// let scene = FilterScene(viewModel: picker, current: .none, strings: strings)
  /// FlowRecorder.viewModel(of: scene)  // picker
  /// ```
  public static func viewModel(of scene: any Scene) -> AnyObject? {
    scene.viewModelObject
  }

  // MARK: Recording

  private func record(_ event: FlowEvent) {
    events.append(event)
    noteLiveObjects()
  }

  /// Notes, weakly, the coordinators in the tree and the scenes shown with their owners.
  private func noteLiveObjects() {
    let running = runningCoordinators()
    var owners: [ObjectIdentifier: any Coordinator] = [:]
    for coordinator in running {
      guard let owner = coordinator as? any SceneOwner else { continue }
      for scene in navigator.scenes(ownedBy: owner) {
        owners[ObjectIdentifier(scene)] = coordinator
      }
    }
    for coordinator in running where coordinator !== root {
      note(coordinator)
    }
    for scene in shownScenes() {
      note(scene, owner: owners[ObjectIdentifier(scene)])
    }
  }

  private func note(_ coordinator: any Coordinator) {
    let key = ObjectIdentifier(coordinator)
    if let index = coordinatorIndex[key], coordinators[index].coordinator === coordinator { return }
    coordinatorIndex[key] = coordinators.count
    coordinators.append(TrackedCoordinator(coordinator: coordinator, name: coordinator.name))
  }

  private func note(_ scene: any Scene, owner: (any Coordinator)?) {
    let key = ObjectIdentifier(scene)
    if let index = sceneIndex[key], scenes[index].scene === scene {
      if scenes[index].owner == nil { scenes[index].owner = owner }
      return
    }
    sceneIndex[key] = scenes.count
    scenes.append(
      TrackedScene(scene: scene, title: scene.title, viewModel: viewModelOf(scene), owner: owner))
  }

  /// The root and every coordinator below it, parents before children.
  private func runningCoordinators() -> [any Coordinator] {
    var found: [any Coordinator] = []
    var pending: [any Coordinator] = [root]
    while let node = pending.popLast() {
      found.append(node)
      pending.append(contentsOf: node.children.reversed())
    }
    return found
  }

  private func shownScenes() -> [any Scene] {
    navigator.shownScenes
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
}

/// A coordinator the recorder saw, held weakly.
@MainActor
private struct TrackedCoordinator {
  weak var coordinator: (any Coordinator)?
  let name: String
}

/// A scene the recorder saw shown, with its view model and owner, all held weakly.
@MainActor
private struct TrackedScene {
  weak var scene: (any Scene)?
  let title: String
  weak var viewModel: AnyObject?
  weak var owner: (any Coordinator)?
}
