import MVVMC

/// Watches an app built on the framework run: it hears the navigator's, the coordinators' and
/// the bindings' events, and takes an ``Inspection`` of the coordinator tree, the stack and
/// the top scene's boxes whenever asked.
///
/// It reads only what the framework exposes: ``/MVVMC/Coordinator`` for the tree, the
/// ``/MVVMC/Navigator`` for the stack, each scene's ``/MVVMC/Scene/viewModelObject`` for the
/// boxes (every ``/MVVMC/Dynamic`` the view model holds, found by itself), and a closure for
/// the route of a scene (the app knows how it names places). The app hands it coordinator
/// events and gives its boxes the inspector's ``tracer``:
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
/// A host groups events under their cause by calling ``noteCause(_:)`` before it hands a key
/// or a command to the app. The inspector also watches, weakly, every coordinator, scene and
/// view model it has seen, and records `freed` when one is deallocated: the leak checks of
/// the tests, made visible.
///
/// It keeps the latest events only, as many as its capacity, so a long run costs bounded
/// memory.
@MainActor
public final class Inspector {
  /// The navigator whose stack is inspected.
  public let navigator: Navigator
  /// The root of the coordinator tree; held weakly, as the app owns it.
  public weak var root: (any Coordinator)?
  /// How many events are kept: the newest, at least 1.
  package let capacity: Int
  /// A tracer to give the app's boxes, so their firings become events.
  public private(set) lazy var tracer = BindingTracer(words: valueWords) { [weak self] firing in
    self?.record(.binding(firing))
  }
  /// The words the boxes' values are described with: English unless the app speaks another
  /// language. Set it before ``tracer`` is first read.
  package var valueWords = ValueWords.english

  private let routeOfScene: @MainActor (any Scene) -> String?
  // Oldest first; at most `capacity`.
  private var recorded: [Inspection.Event] = []
  private var eventCount = 0
  // The cause noted last, recorded with the first event it causes.
  private var pendingCause: String?
  private var observers: [@MainActor () -> Void] = []
  // What is watched for `freed`, in the order first seen, and their identities.
  private var watched: [WatchedObject] = []
  private var watchedIdentities: Set<ObjectIdentifier> = []

  /// Which scene's boxes ``inspection()`` shows: an index in the stack (root first, the modal
  /// scene last); `nil`, or an index past the stack, for the scene on top. Every navigation
  /// sets it back to `nil`.
  package var inspectedSceneIndex: Int?

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
    navigator.observe { [weak self] event in
      // A new stack: the boxes shown are the top scene's again.
      self?.inspectedSceneIndex = nil
      self?.record(.navigation(event))
    }
  }

  /// Adds an event, numbered after the previous one, and tells the observers.
  ///
  /// Before it, a `freed` event for anything watched that has gone since the last event.
  public func record(_ kind: Inspection.Event.Kind) {
    collectFreed()
    append(kind)
    watchLiveObjects()
    for observer in observers { observer() }
  }

  /// Takes `cause` (a key such as `key Enter`, or a typed command) as the cause of the events
  /// that follow, up to the next cause: it is recorded before the first of them, so a key that
  /// sets nothing off leaves no trace.
  public func noteCause(_ cause: String) {
    pendingCause = cause
  }

  /// Records a `freed` event for each coordinator, scene or view model seen before that has
  /// been deallocated since, without telling the observers: ``record(_:)`` and
  /// ``inspection()`` call it.
  private func collectFreed() {
    guard watched.contains(where: { $0.object == nil }) else { return }
    var alive: [WatchedObject] = []
    for entry in watched {
      if entry.object == nil {
        watchedIdentities.remove(entry.identity)
        append(.freed(entry.name))
      } else {
        alive.append(entry)
      }
    }
    watched = alive
  }

  private func append(_ kind: Inspection.Event.Kind) {
    if let cause = pendingCause {
      pendingCause = nil
      if case .cause = kind {} else { append(.cause(cause)) }
    }
    eventCount &+= 1
    if recorded.count == capacity { recorded.removeFirst() }
    recorded.append(Inspection.Event(number: eventCount, kind: kind))
  }

  /// Starts watching the coordinators of the tree, the scenes on the navigator and their view
  /// models not watched yet.
  private func watchLiveObjects() {
    for (coordinator, _) in coordinatorTree() { watch(coordinator, name: coordinator.name) }
    for scene in navigator.shownScenes {
      watch(scene, name: "\(type(of: scene)): \(Self.shortened(scene.title))")
      if let viewModel = scene.viewModelObject {
        watch(viewModel, name: String(describing: type(of: viewModel)))
      }
    }
  }

  /// `title` cut after 200 code points and marked `…`: a scene titled with a name of
  /// megabytes is listed without keeping a copy of it.
  package static func shortened(_ title: String) -> String {
    let scalars = title.unicodeScalars
    guard let end = scalars.index(scalars.startIndex, offsetBy: 200, limitedBy: scalars.endIndex),
      end < scalars.endIndex
    else { return title }
    return String(String.UnicodeScalarView(scalars[..<end])) + "…"
  }

  /// Watches `object` unless it is watched already; `name` is made only for a new object,
  /// since this runs after every event.
  ///
  /// An identity watched is a live object: ``record(_:)`` has just let go, through
  /// `collectFreed()`, of every entry whose object is gone, and with it its identity, so an
  /// address that now holds another object is new here.
  private func watch(_ object: AnyObject, name: @autoclosure () -> String) {
    let identity = ObjectIdentifier(object)
    guard watchedIdentities.insert(identity).inserted else { return }
    watched.append(WatchedObject(object: object, identity: identity, name: name()))
  }

  /// Calls `onChange` after every event recorded from now on, for a view that redraws.
  package func observe(_ onChange: @escaping @MainActor () -> Void) {
    observers.append(onChange)
  }

  /// The number of the newest event heard; 0 before the first.
  package var latestEventNumber: Int { eventCount }

  /// The events kept whose number is above `number`, oldest first, and how many such events
  /// are no longer kept (the capacity let them go).
  ///
  /// - Complexity: O(*k*), the events returned.
  package func events(after number: Int) -> (events: ArraySlice<Inspection.Event>, missed: Int) {
    guard let oldest = recorded.first?.number else { return ([], max(eventCount - number, 0)) }
    let firstWanted = max(number + 1, oldest)
    let missed = max(oldest - (number + 1), 0)
    let start = firstWanted - oldest
    guard start < recorded.count else { return ([], missed) }
    return (recorded[start...], missed)
  }

  /// What the app is doing now, once anything freed since the last event is recorded.
  ///
  /// - Complexity: O(*c* + *s* + *b* + *e* + *w*): the coordinators, the scenes, the chosen
  ///   scene's boxes, the events kept and the objects watched.
  public func inspection() -> Inspection {
    collectFreed()
    let modal = navigator.modal
    let scenes = navigator.shownScenes
    let stack = scenes.map { scene in
      Inspection.StackEntry(
        title: scene.title, route: routeOfScene(scene), isModal: scene === modal)
    }
    let top = navigator.top
    let inspected = inspectedSceneIndex.flatMap { scenes.indices.contains($0) ? scenes[$0] : nil }
    let boxesScene = inspected ?? top
    let boxes =
      boxesScene?.viewModelObject.map { InspectedBox.boxes(of: $0, words: valueWords) } ?? []
    return Inspection(
      coordinators: coordinatorEntries(), stack: stack, topScene: top?.title,
      boxesScene: boxesScene?.title, boxes: boxes,
      events: recorded.reversed())
  }

  /// The tree below ``root``, depth first, walked without recursion; a coordinator met twice
  /// is listed once.
  private func coordinatorEntries() -> [Inspection.CoordinatorEntry] {
    coordinatorTree().map { coordinator, depth in
      Inspection.CoordinatorEntry(
        depth: depth, name: coordinator.name, scenes: coordinator.scenes.map(\.title))
    }
  }

  /// The tree below ``root``, depth first, with each coordinator's depth.
  private func coordinatorTree() -> [(coordinator: any Coordinator, depth: Int)] {
    guard let root else { return [] }
    var found: [(coordinator: any Coordinator, depth: Int)] = []
    var seen: Set<ObjectIdentifier> = []
    var pending: [(coordinator: any Coordinator, depth: Int)] = [(root, 0)]
    while let (coordinator, depth) = pending.popLast() {
      guard seen.insert(ObjectIdentifier(coordinator)).inserted else { continue }
      found.append((coordinator, depth))
      pending += coordinator.children.reversed().map { ($0, depth + 1) }
    }
    return found
  }
}
