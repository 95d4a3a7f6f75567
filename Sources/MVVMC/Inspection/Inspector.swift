/// Watches an app built on the framework run: it hears the navigator's, the coordinators' and
/// the bindings' events, and takes an ``Inspection`` of the coordinator tree, the stack and
/// the top scene's boxes whenever asked.
///
/// It reads only what the framework exposes: ``Coordinator`` for the tree, the
/// ``Navigator`` for the stack, ``Scene/inspectedBoxes`` for the boxes, and a closure for the route
/// of a scene (the app knows how it names places). The app hands it coordinator events and
/// gives its boxes the inspector's ``tracer``:
///
/// ```swift
/// let navigator = Navigator()
/// let inspector = Inspector(navigator: navigator)
/// let query = Dynamic("", label: "query", tracer: inspector.tracer)
/// let app = AppCoordinator(navigator: navigator)
/// app.onEvent = { inspector.record(.coordinator($0)) }
/// inspector.root = app
/// app.start()
/// query.value = "mba"
/// inspector.inspection().events.first?.description  // "binding query = mba (0 listeners)"
/// ```
///
/// It keeps the latest ``capacity`` events only, so a long run costs bounded memory.
@MainActor
public final class Inspector {
  /// The navigator whose stack is inspected.
  public let navigator: Navigator
  /// The root of the coordinator tree; held weakly, as the app owns it.
  public weak var root: (any Coordinator)?
  /// How many events are kept: the newest, at least 1.
  public let capacity: Int
  /// A tracer to give the app's boxes, so their firings become events.
  public private(set) lazy var tracer = BindingTracer { [weak self] firing in
    self?.record(.binding(firing))
  }

  private let routeOfScene: @MainActor (any Scene) -> String?
  // Oldest first; at most `capacity`.
  private var recorded: [Inspection.Event] = []
  private var eventCount = 0
  private var observers: [@MainActor () -> Void] = []

  /// Creates an inspector that hears `navigator`'s events from now on.
  ///
  /// - Parameters:
  ///   - navigator: The app's navigator.
  ///   - root: The root coordinator; it can also be set later through ``root``.
  ///   - capacity: How many of the latest events to keep (1 to 1,000).
  ///   - route: Where a scene is, as the app names it (a route's address); `nil` for none.
  public init(
    navigator: Navigator, root: (any Coordinator)? = nil, capacity: Int = 12,
    route: @escaping @MainActor (any Scene) -> String? = { _ in nil }
  ) {
    self.navigator = navigator
    self.root = root
    self.capacity = min(max(capacity, 1), 1_000)
    self.routeOfScene = route
    navigator.observe { [weak self] event in self?.record(.navigation(event)) }
  }

  /// Adds an event, numbered after the previous one, and tells the observers.
  public func record(_ kind: Inspection.Event.Kind) {
    eventCount &+= 1
    if recorded.count == capacity { recorded.removeFirst() }
    recorded.append(Inspection.Event(number: eventCount, kind: kind))
    for observer in observers { observer() }
  }

  /// Calls `onChange` after every event recorded from now on, for a view that redraws.
  public func observe(_ onChange: @escaping @MainActor () -> Void) {
    observers.append(onChange)
  }

  /// What the app is doing now.
  ///
  /// - Complexity: O(*c* + *s* + *b* + *e*): the coordinators, the scenes, the top scene's
  ///   boxes and the events kept.
  public func inspection() -> Inspection {
    let modal = navigator.modal
    let scenes = navigator.scenes + (modal.map { [$0] } ?? [])
    let stack = scenes.map { scene in
      Inspection.StackEntry(
        title: scene.title, route: routeOfScene(scene), isModal: scene === modal)
    }
    let top = navigator.top
    return Inspection(
      coordinators: coordinatorEntries(), stack: stack, topScene: top?.title,
      boxes: top?.inspectedBoxes ?? [],
      events: recorded.reversed())
  }

  /// The tree below ``root``, depth first, walked without recursion; a coordinator met twice
  /// is listed once.
  private func coordinatorEntries() -> [Inspection.CoordinatorEntry] {
    guard let root else { return [] }
    var entries: [Inspection.CoordinatorEntry] = []
    var seen: Set<ObjectIdentifier> = []
    var pending: [(coordinator: any Coordinator, depth: Int)] = [(root, 0)]
    while let (coordinator, depth) = pending.popLast() {
      guard seen.insert(ObjectIdentifier(coordinator)).inserted else { continue }
      entries.append(
        Inspection.CoordinatorEntry(
          depth: depth, name: coordinator.name, scenes: coordinator.scenes.map(\.title)))
      pending += coordinator.children.reversed().map { ($0, depth + 1) }
    }
    return entries
  }
}
