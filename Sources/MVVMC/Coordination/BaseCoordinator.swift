/// A coordinator that keeps its children, knows its parent, and ends with a typed result
/// delivered exactly once.
///
/// Subclass it, override ``start()``, show scenes with ``push(_:at:)`` and ``present(_:at:)``, and
/// start child flows with ``startChild(_:onFinish:)``. A child ends in one of two ways:
///
/// - it calls ``finish(with:)`` (or ``cancel()``): its scenes are removed from the navigator;
/// - the user leaves its last scene with `back`: the navigator tells it, and it ends
///   ``CoordinatorOutcome/cancelled``.
///
/// Either way the parent's handler is called once, the child is removed from the parent's
/// ``children`` and nothing keeps it alive: a finished child, its scenes and their view models are
/// freed.
///
/// ```swift
/// // Abridged from PickerCoordinator, the framework's "choose one of these" flow.
/// final class PickerCoordinator<Option: Sendable>: BaseCoordinator<Option> {
///   override func start() {
///     viewModel.outcome.bind(self) { coordinator, outcome in
///       switch outcome {
///       case .finished(let option)?: coordinator.finish(with: option)
///       case .cancelled?: coordinator.cancel()
///       case nil: break
///       }
///     }
///     present(makeScene(viewModel))
///   }
/// }
///
/// // In the parent, the demo's app coordinator starting its filter picker:
/// startChild(PickerCoordinator.filterPicker(navigator: navigator, current: .none, strings: strings)) {
///   [weak self] outcome in
///   if case .finished(let filter) = outcome { self?.listViewModel.apply(filter) }
/// }
/// ```
@MainActor
open class BaseCoordinator<Result>: Coordinator, SceneOwner {
  /// The navigator this coordinator and its children show scenes through.
  public let navigator: Navigator

  /// The child coordinators that are running, in the order they started.
  public private(set) var children: [any Coordinator] = []

  /// The coordinator that started this one; `nil` for the root, and once this one has finished.
  public var parent: (any Coordinator)? { parentLink }

  /// Whether this coordinator has delivered its outcome.
  public private(set) var isFinished = false

  /// Told about children added, finished and removed, here and in every descendant.
  public var onEvent: ((CoordinatorEvent) -> Void)?

  /// The words an outcome is described with in ``onEvent``; a child inherits them.
  package var valueWords = ValueWords.english

  private weak var parentLink: (any ChildFlowOwner)?
  private var finishHandler: ((CoordinatorOutcome<Result>) -> Void)?

  /// Creates a coordinator that shows scenes through `navigator`.
  public init(navigator: Navigator) {
    self.navigator = navigator
  }

  /// Shows the first scene. Subclasses override it; the base does nothing.
  open func start() {}

  /// A name for events and traces: the type's name.
  open var name: String { String(describing: type(of: self)) }

  // MARK: Showing scenes

  /// The scenes this coordinator put up that are still shown, root first, then its modal one.
  ///
  /// Derived from the navigator, which records each scene with its owner: there is no second
  /// list to keep in step. Empty once the coordinator has finished.
  public var scenes: [any Scene] { navigator.scenes(ownedBy: self) }

  /// Pushes `scene` as one of this coordinator's scenes, at `segment` of the route when the
  /// scene names none itself (``Navigator/push(_:owner:at:)``).
  @discardableResult
  public func push(_ scene: any Scene, at segment: (any RouteSegment)? = nil) -> Bool {
    navigator.push(scene, owner: self, at: segment)
  }

  /// Presents `scene` modally as one of this coordinator's scenes, at `segment` as
  /// ``push(_:at:)`` is.
  @discardableResult
  public func present(_ scene: any Scene, at segment: (any RouteSegment)? = nil) -> Bool {
    navigator.present(scene, owner: self, at: segment)
  }

  /// Replaces the navigator's stack with `scenes`.
  ///
  /// Scenes already on the stack keep their owner; the others become this coordinator's. If
  /// this coordinator's own scenes leave the stack and none of `scenes` is new, it ends
  /// ``CoordinatorOutcome/cancelled`` like after `back`.
  @discardableResult
  public func replaceStack(with scenes: [any Scene]) -> Bool {
    navigator.replaceStack(with: scenes, owner: self)
  }

  public func navigator(_ navigator: Navigator, didRemove scene: any Scene) {
    // A child whose every scene is gone was left by the user: it ends without a result.
    if parentLink != nil, !isFinished, navigator.scenes(ownedBy: self).isEmpty {
      complete(.cancelled)
    }
  }

  // MARK: Children

  /// Starts `child` and calls `onFinish` exactly once when it ends.
  ///
  /// - Parameters:
  ///   - child: A coordinator that has not started. It inherits ``onEvent``.
  ///   - onFinish: Receives the child's outcome after the child's scenes are gone and it has
  ///     been removed from ``children``.
  public func startChild<ChildResult>(
    _ child: BaseCoordinator<ChildResult>,
    onFinish: @escaping (CoordinatorOutcome<ChildResult>) -> Void = { _ in }
  ) {
    precondition(child.parentLink == nil && !child.isFinished, "\(child.name) was started before")
    child.parentLink = self
    child.finishHandler = onFinish
    child.onEvent = onEvent
    child.valueWords = valueWords
    children.append(child)
    onEvent?(.childAdded(parent: name, child: child.name))
    child.start()
  }

  /// Ends every child flow, the last started first, each ``CoordinatorOutcome/cancelled``,
  /// modal ones included: what a coordinator does before it opens a whole route, so the route
  /// builds its stack from this coordinator's own scenes.
  public func cancelChildren() {
    for child in children.reversed() {
      (child as? any ChildFlowOwner)?.cancel()
    }
  }

  // MARK: Finishing

  /// Ends this coordinator with `result`: removes its scenes, leaves its parent and hands the
  /// result to the parent's handler. Calling it again, or after a cancel, does nothing.
  public func finish(with result: Result) {
    complete(.finished(result))
  }

  /// Ends this coordinator without a result. Calling it again does nothing.
  public func cancel() {
    complete(.cancelled)
  }

  private func complete(_ outcome: CoordinatorOutcome<Result>) {
    guard !isFinished else { return }
    isFinished = true
    // Children end first, deepest first, so no scene outlives the coordinator that owns it.
    cancelChildren()
    navigator.removeScenes(ownedBy: self)
    onEvent?(.childFinished(child: name, outcome: valueWords.summary(of: outcome)))
    let handler = finishHandler
    finishHandler = nil
    parentLink?.removeChild(self)
    parentLink = nil
    handler?(outcome)
  }
}

extension BaseCoordinator: ChildFlowOwner {
  func removeChild(_ child: AnyObject) {
    guard let index = children.firstIndex(where: { $0 === child }) else { return }
    let removed = children.remove(at: index)
    onEvent?(.childRemoved(parent: name, child: removed.name))
  }
}

/// What a child asks of its parent, and a parent of its children, whatever their result types:
/// to be removed, to end. Only ``BaseCoordinator`` implements it; authors never see it.
@MainActor
protocol ChildFlowOwner: Coordinator {
  func removeChild(_ child: AnyObject)
  func cancel()
}
