import MVVMC

/// A child coordinator started by ``FlowRecorder/startChild(_:under:)``: a weak reference to it
/// and the outcomes its parent received.
///
/// The handle never keeps the child alive, so a test can end the flow and then check with
/// ``FlowRecorder/expectFreed(sourceLocation:)`` that nothing of it is left.
///
/// ```swift
/// let filter = flow.startChild(
///   PickerCoordinator.filterPicker(navigator: navigator, current: .none, strings: strings),
///   under: root)
/// filter.coordinator?.finish(with: .goalkeepers)
/// #expect(filter.outcomes == [.finished(.goalkeepers)])
/// #expect(filter.coordinator == nil)
/// ```
@MainActor
public final class ChildFlow<Child: BaseCoordinator<Result>, Result> {
  /// The child, while something other than this handle keeps it (its parent, while it runs).
  public private(set) weak var coordinator: Child?

  /// The outcomes the parent's handler received, in order: exactly one once the child ended.
  public private(set) var outcomes: [CoordinatorOutcome<Result>] = []

  init(_ child: Child) {
    coordinator = child
  }

  func record(_ outcome: CoordinatorOutcome<Result>) {
    outcomes.append(outcome)
  }
}
