import MVVMC

/// One thing a ``FlowRecorder`` saw: a change of the navigator or of the coordinator tree.
///
/// Both kinds share one list, in the order they happened, so a test can check that a picker was
/// dismissed *before* its coordinator finished. Descriptions read like `psg-demo --trace` lines.
///
/// ```swift
/// let events: [FlowEvent] = [
///   .navigation(.presented("Filters")),
///   .navigation(.dismissed("Filters")),
///   .coordinator(.childFinished(child: "PickerCoordinator<PlayerFilter>", outcome: "cancelled")),
/// ]
/// events[0].description  // "navigation present Filters"
/// ```
public enum FlowEvent: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The navigator changed its scenes, or refused a request.
  case navigation(NavigationEvent)
  /// A coordinator started, finished or removed a child.
  case coordinator(CoordinatorEvent)

  public var description: String {
    switch self {
    case .navigation(let event): "navigation \(event)"
    case .coordinator(let event): "coordinator \(event)"
    }
  }
}
