/// Runs work later: the source of time for ``Dynamic/debounced(for:scheduler:)``.
///
/// Injecting time keeps view models deterministic: the app passes a ``MainQueueScheduler``,
/// tests pass a `ManualScheduler` (from `MVVMCTesting`) and move its clock by hand.
@MainActor
public protocol DelayScheduler: AnyObject {
  /// Runs `action` on the main actor after `delay`, unless the returned action is cancelled.
  func schedule(
    after delay: Duration,
    _ action: @escaping @MainActor () -> Void
  ) -> ScheduledAction

  /// The scheduler's time, from any fixed start, or `nil` if it keeps none.
  ///
  /// With a clock, ``Dynamic/debounced(for:scheduler:)`` schedules once per burst of
  /// changes and moves the deadline as changes arrive; without one, each change schedules
  /// anew and cancels the one before.
  var elapsedTime: Duration? { get }
}

/// Work a ``DelayScheduler`` will run later; ``cancel()`` stops it.
@MainActor
public final class ScheduledAction {
  /// Whether ``cancel()`` was called.
  package private(set) var isCancelled = false

  /// Creates a handle for scheduled work.
  package init() {}

  /// Prevents the work from running, if it has not run yet.
  public func cancel() {
    isCancelled = true
  }
}
