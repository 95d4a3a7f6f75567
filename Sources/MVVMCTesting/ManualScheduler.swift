import MVVMC

/// A scheduler whose clock moves only when told: for tests.
///
/// Pass it wherever code takes a `DelayScheduler` (`Dynamic.debounced(for:scheduler:)`, a view model,
/// a host's timers) and move time by hand: nothing waits on a real clock, so a test
/// gives the same answer on a loaded machine.
///
/// ```swift
/// import MVVMCTesting
///
/// let scheduler = ManualScheduler()
/// _ = scheduler.schedule(after: .seconds(1)) { print("tick") }
/// scheduler.advance(by: .milliseconds(999))  // nothing
/// scheduler.advance(by: .milliseconds(1))    // prints "tick"
/// ```
@MainActor
public final class ManualScheduler: DelayScheduler {
  private struct Job {
    let due: Duration
    let sequence: Int
    let handle: ScheduledAction
    let action: @MainActor () -> Void
  }

  /// How much time has passed since the scheduler was created.
  public private(set) var now: Duration = .zero

  /// ``now``: the debounce reads it to schedule once per burst.
  public var elapsedTime: Duration? { now }
  private var jobs: [Job] = []
  private var sequence = 0

  /// Creates a scheduler at time zero.
  public init() {}

  /// How many actions are waiting and not cancelled.
  public var pendingCount: Int { jobs.filter { !$0.handle.isCancelled }.count }

  public func schedule(
    after delay: Duration,
    _ action: @escaping @MainActor () -> Void
  ) -> ScheduledAction {
    let handle = ScheduledAction()
    jobs.append(
      Job(due: now + max(delay, .zero), sequence: sequence, handle: handle, action: action))
    sequence += 1
    return handle
  }

  /// Moves the clock forward, running every action that falls due, earliest first (ties in the
  /// order they were scheduled). Actions scheduled by those actions run too if they fall due.
  public func advance(by interval: Duration = .zero) {
    let target = now + max(interval, .zero)
    while let next = nextDueJob(before: target) {
      jobs.removeAll { $0.sequence == next.sequence }
      now = next.due
      if !next.handle.isCancelled { next.action() }
    }
    now = target
  }

  private func nextDueJob(before target: Duration) -> Job? {
    jobs.filter { $0.due <= target }
      .min { ($0.due, $0.sequence) < ($1.due, $1.sequence) }
  }
}
