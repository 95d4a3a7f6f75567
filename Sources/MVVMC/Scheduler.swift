/// Runs work later: the source of time for ``Dynamic/debounced(for:scheduler:)``.
///
/// Injecting time keeps view models deterministic: the app passes a ``MainQueueScheduler``,
/// tests pass a `ManualScheduler` (from `MVVMCTesting`) and move its clock by hand.
@MainActor
public protocol Scheduler: AnyObject {
  /// Runs `action` on the main actor after `delay`, unless the returned action is cancelled.
  func schedule(
    after delay: Duration,
    _ action: @escaping @MainActor () -> Void
  ) -> ScheduledAction
}

/// Work a ``Scheduler`` will run later; ``cancel()`` stops it.
@MainActor
public final class ScheduledAction {
  /// Whether ``cancel()`` was called.
  public private(set) var isCancelled = false

  /// Creates a handle for scheduled work.
  public init() {}

  /// Prevents the work from running, if it has not run yet.
  public func cancel() {
    isCancelled = true
  }
}
