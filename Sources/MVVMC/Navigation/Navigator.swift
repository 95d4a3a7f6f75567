import Rendering

/// Owns what is on screen: a stack of scenes and at most one modal scene over it.
///
/// Coordinators ask the navigator to push, pop, present and dismiss; nothing else changes the
/// scenes. Every change is sent to observers as a ``NavigationEvent``, and the ``SceneOwner`` of
/// every removed scene is told, so a coordinator learns when the user left its scenes with
/// `back` and can finish.
///
/// The navigator is the one record of who owns which scene: each entry keeps its scene and its
/// owner together, and a coordinator asks ``scenes(ownedBy:)`` rather than keeping a list of
/// its own that could drift.
///
/// ## Invariants
///
/// - Once the first scene is pushed, the stack is never empty: popping the root, or replacing
///   the stack with nothing, is refused.
/// - At most one modal scene; presenting a second is refused.
/// - While a modal scene is presented, the stack underneath does not change: push, pop and
///   replace are refused until it is dismissed.
/// - A refused request changes nothing and is reported as ``NavigationEvent/ignored(_:reason:)``;
///   it never traps.
///
/// ```swift
/// let navigator = Navigator()
/// navigator.observe { print($0) }
/// navigator.push(listScene)      // push Players
/// navigator.present(filters)     // present Filters
/// navigator.back()               // dismiss Filters
/// navigator.back()               // ignored back: already at the root scene
/// ```
@MainActor
public final class Navigator {
  private struct Entry {
    let scene: any Scene
    weak var owner: (any SceneOwner)?
    /// The segment the scene was shown at, for a scene that names none itself.
    var segment: (any RouteSegment)?
  }

  private var stack: [Entry] = []
  private var modalEntry: Entry?
  private var observers: [(id: Int, observer: (NavigationEvent) -> Void)] = []
  private var nextObserverID = 0

  /// Creates a navigator with no scene.
  public init() {}

  /// The scenes on the stack, root first.
  public var scenes: [any Scene] { stack.map(\.scene) }

  /// The modal scene, if one is presented.
  public var modal: (any Scene)? { modalEntry?.scene }

  /// Every scene shown, bottom first: the stack, then the modal scene if one is presented.
  public var shownScenes: [any Scene] { scenes + (modal.map { [$0] } ?? []) }

  /// The scene the user sees and talks to: the modal one, else the top of the stack.
  public var top: (any Scene)? { modalEntry?.scene ?? stack.last?.scene }

  /// The scenes `owner` put up that are still shown: its scenes on the stack, root first, then
  /// its modal scene.
  ///
  /// The entry is recorded before any observer or owner is told of a change, so the answer is
  /// already right while they run.
  ///
  /// ```swift
  /// navigator.push(detail, owner: detailCoordinator)
  /// navigator.scenes(ownedBy: detailCoordinator).map(\.title)  // ["Kylian MBAPPÉ"]
  /// navigator.back()
  /// navigator.scenes(ownedBy: detailCoordinator).isEmpty     // true
  /// ```
  public func scenes(ownedBy owner: any SceneOwner) -> [any Scene] {
    (stack + (modalEntry.map { [$0] } ?? [])).filter { $0.owner === owner }.map(\.scene)
  }

  /// The segment `scene` stands at: its own (``Scene/routeSegment``), else the one it was
  /// pushed or presented at; `nil` when it is not shown or names none.
  package func segment(of scene: any Scene) -> (any RouteSegment)? {
    scene.routeSegment ?? entry(of: scene)?.segment
  }

  /// The segments from the root up to `scene`: each scene below it by its covered segment
  /// (``Scene/coveredRouteSegment``, else the one it was shown at; those with none are
  /// skipped), then its own; `nil` when it is not shown or names none.
  ///
  /// - Complexity: O(*n*) in the number of scenes shown.
  package func segments(upTo scene: any Scene) -> [any RouteSegment]? {
    let shown = stack + (modalEntry.map { [$0] } ?? [])
    guard let index = shown.firstIndex(where: { $0.scene === scene }),
      let own = scene.routeSegment ?? shown[index].segment
    else { return nil }
    return shown[..<index].compactMap { $0.scene.coveredRouteSegment ?? $0.segment } + [own]
  }

  private func entry(of scene: any Scene) -> Entry? {
    if let modalEntry, modalEntry.scene === scene { return modalEntry }
    return stack.last { $0.scene === scene }
  }

  /// The owner of the scene on top: the coordinator a flow started from that scene is a child
  /// of, so a scene declared elsewhere can open below it without new API on its coordinator.
  ///
  /// ```swift
  /// navigator.push(detail, owner: detailCoordinator)
  /// navigator.topOwner === detailCoordinator   // true
  /// ```
  package var topOwner: (any SceneOwner)? {
    (modalEntry ?? stack.last)?.owner
  }

  /// The titles from the root to the ``top`` scene.
  public var breadcrumb: [String] {
    stack.map(\.scene.title) + (modalEntry.map { [$0.scene.title] } ?? [])
  }

  /// The ``top`` scene's screen with the ``breadcrumb`` filled in when there is a path to show,
  /// and, when the scenes name their segments (``Scene/routeSegment``), the screen's address and the
  /// address `back` leads to (``route``, and the route of the scene below as it will show on
  /// top, which names it by ``Scene/routeSegment`` rather than ``Scene/coveredRouteSegment``),
  /// and the screen's `scene` (``RouteSegment/sceneID``).
  ///
  /// On the root scene alone the breadcrumb would only repeat the title, so it is left empty.
  public func currentScreen() -> Screen? {
    guard let top else { return nil }
    var screen = top.makeScreen()
    let path = breadcrumb
    screen.breadcrumb = path.count > 1 ? path : []
    if let scene = segment(of: top)?.sceneID, !scene.isEmpty { screen.scene = scene }
    if let route {
      screen.address = route.destination
      let below = shownScenes.dropLast().last { segment(of: $0) != nil }
      screen.back = below.flatMap(route(upTo:))?.destination
    }
    return screen
  }

  /// Calls `observer` with every event from now on, in order, until the returned token is
  /// unbound.
  ///
  /// ```swift
  /// let token = navigator.observe { print($0) }
  /// token.unbind()  // the observer is released and hears nothing more
  /// ```
  @discardableResult
  public func observe(_ observer: @escaping (NavigationEvent) -> Void) -> BindingToken {
    let id = nextObserverID
    nextObserverID += 1
    observers.append((id, observer))
    return BindingToken { [weak self] in self?.observers.removeAll { $0.id == id } }
  }

  /// Pushes `scene` on the stack, at `segment` of the route when the scene names no segment
  /// itself (``Scene/routeSegment``): a scene that shows one thing is at the route that opened it.
  ///
  /// - Returns: `false`, with an ``NavigationEvent/ignored(_:reason:)`` event, when a modal
  ///   scene is presented or `scene` is already shown.
  @discardableResult
  public func push(
    _ scene: any Scene, owner: (any SceneOwner)? = nil, at segment: (any RouteSegment)? = nil
  ) -> Bool {
    if modalEntry != nil { return refuse(.push, "a modal scene is presented") }
    if isShown(scene) { return refuse(.push, "the scene is already shown") }
    stack.append(Entry(scene: scene, owner: owner, segment: segment))
    send(.pushed(scene.title))
    return true
  }

  /// Pops the top scene, unless it is the root.
  @discardableResult
  public func pop() -> Bool {
    if modalEntry != nil { return refuse(.pop, "a modal scene is presented") }
    guard stack.count > 1 else { return refuse(.pop, "already at the root scene") }
    popTop()
    return true
  }

  /// Pops every scene above the root, top first (one event each).
  @discardableResult
  public func popToRoot() -> Bool {
    if modalEntry != nil { return refuse(.popToRoot, "a modal scene is presented") }
    guard stack.count > 1 else { return refuse(.popToRoot, "already at the root scene") }
    while stack.count > 1 { popTop() }
    return true
  }

  /// Presents `scene` modally over the stack, at `segment` as ``push(_:owner:at:)`` is.
  @discardableResult
  public func present(
    _ scene: any Scene, owner: (any SceneOwner)? = nil, at segment: (any RouteSegment)? = nil
  ) -> Bool {
    if let modalEntry {
      return refuse(.present, "\(modalEntry.scene.title) is already presented")
    }
    if stack.isEmpty { return refuse(.present, "there is no scene to present over") }
    if isShown(scene) { return refuse(.present, "the scene is already shown") }
    modalEntry = Entry(scene: scene, owner: owner, segment: segment)
    send(.presented(scene.title))
    return true
  }

  /// Dismisses the modal scene.
  @discardableResult
  public func dismiss() -> Bool {
    guard let entry = modalEntry else { return refuse(.dismiss, "no modal scene is presented") }
    modalEntry = nil
    send(.dismissed(entry.scene.title))
    entry.owner?.navigator(self, didRemove: entry.scene)
    return true
  }

  /// Replaces the whole stack, telling the owners of the scenes that leave it.
  ///
  /// Scenes that stay (the same instances) keep their owners; new ones get `owner`.
  @discardableResult
  public func replaceStack(with scenes: [any Scene], owner: (any SceneOwner)? = nil) -> Bool {
    if modalEntry != nil { return refuse(.replaceStack, "a modal scene is presented") }
    if scenes.isEmpty { return refuse(.replaceStack, "the stack cannot be empty") }
    let identities = scenes.map(ObjectIdentifier.init)
    if Set(identities).count != identities.count {
      return refuse(.replaceStack, "a scene appears twice")
    }
    let old = stack
    stack = scenes.map { scene in
      old.first { $0.scene === scene } ?? Entry(scene: scene, owner: owner, segment: nil)
    }
    send(.replacedStack(from: old.map(\.scene.title), to: scenes.map(\.title)))
    for entry in old.reversed() where !identities.contains(ObjectIdentifier(entry.scene)) {
      entry.owner?.navigator(self, didRemove: entry.scene)
    }
    return true
  }

  /// What the user's "back" means: dismiss the modal scene if there is one, else pop.
  @discardableResult
  public func back() -> Bool {
    if modalEntry != nil { return dismiss() }
    guard stack.count > 1 else { return refuse(.back, "already at the root scene") }
    popTop()
    return true
  }

  /// Removes every scene `owner` put up: its modal scene, and its lowest scene on the stack with
  /// everything above it. The root scene stays.
  ///
  /// Coordinators call this (through ``BaseCoordinator/finish(with:)``) so their scenes never
  /// outlive them.
  public func removeScenes(ownedBy owner: any SceneOwner) {
    if let modalEntry, modalEntry.owner === owner { dismiss() }
    guard modalEntry == nil,
      let lowest = stack.firstIndex(where: { $0.owner === owner })
    else { return }
    while stack.count > max(lowest, 1) { popTop() }
  }

  private func popTop() {
    let entry = stack.removeLast()
    send(.popped(entry.scene.title))
    entry.owner?.navigator(self, didRemove: entry.scene)
  }

  /// Whether `scene` is on the stack or presented.
  private func isShown(_ scene: any Scene) -> Bool {
    stack.contains { $0.scene === scene } || modalEntry?.scene === scene
  }

  private func refuse(_ request: NavigationRequest, _ reason: String) -> Bool {
    send(.ignored(request, reason: reason))
    return false
  }

  private func send(_ event: NavigationEvent) {
    // An observer unbound by another during this event hears nothing more of it.
    for (id, observer) in observers where observers.contains(where: { $0.id == id }) {
      observer(event)
    }
  }
}
