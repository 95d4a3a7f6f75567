import Dispatch

/// A scheduler that runs work on the main dispatch queue after a real delay.
///
/// The host must run the main queue (`dispatchMain()`, a run loop, or an async main) for the work
/// to happen.
@MainActor
public final class MainQueueScheduler: DelayScheduler {
  /// Creates a scheduler on the main queue.
  public init() {}

  /// The time on the continuous clock since the first scheduler asked for it.
  public var elapsedTime: Duration? {
    ContinuousClock.now - Self.origin
  }

  private static let origin = ContinuousClock.now

  public func schedule(
    after delay: Duration,
    _ action: @escaping @MainActor () -> Void
  ) -> ScheduledAction {
    let handle = ScheduledAction()
    // Clamped, so a delay of centuries waits "forever" instead of overflowing.
    let nanoseconds = Int(min((max(delay, .zero) / .nanoseconds(1)).rounded(), Double(Int.max / 2)))
    DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
      MainActor.assumeIsolated {
        if !handle.isCancelled { action() }
      }
    }
    return handle
  }
}
