import Foundation

/// At most two programs of the tests run at once: every launch of ``ChildProcess`` (but the
/// blocking one, for short checkers) takes a slot until its program ends, and a test that drives a terminal session (tmux, its shell and
/// `psg-demo`) takes one for the whole session.
///
/// The suites run in parallel on a machine that may have two cores and other builds going; a
/// dozen programs at once made each of them, and every wait on them, many times slower. A
/// slot is held by a task and the tasks it starts: the short `tmux` commands of a session that
/// holds one run inside it, so two sessions cannot wait on each other's slots.
///
/// ```swift
/// try await ProcessSlots.shared.withSlot {
///   let tmux = TmuxServer(executable: "/usr/bin/tmux")
///   try await tmux.start(command: [demo], columns: 100, rows: 40)   // no second slot
///   await tmux.stop()
/// }
/// ```
public final class ProcessSlots: @unchecked Sendable {
  // @unchecked: `available` and `waiters` are read and written only while `lock` is held.

  /// The slots of the test run: two.
  public static let shared = ProcessSlots(count: 2)

  /// Whether the current task (or the task that started it) holds a slot.
  @TaskLocal private static var isHeld = false

  private let lock = NSLock()
  private var available: Int
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// Slots for `count` programs at once.
  public init(count: Int) {
    available = count
  }

  /// Runs `body` holding a slot, waiting for one first unless this task holds one already.
  public func withSlot<T>(_ body: () async throws -> T) async rethrows -> T {
    if Self.isHeld { return try await body() }
    await acquire()
    defer { release() }
    return try await Self.$isHeld.withValue(true) { try await body() }
  }

  private func acquire() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let granted: Bool = lock.withLock {
        if available > 0 {
          available -= 1
          return true
        }
        waiters.append(continuation)
        return false
      }
      if granted { continuation.resume() }
    }
  }

  /// Hands the slot to the first waiter, or makes it available.
  private func release() {
    let next: CheckedContinuation<Void, Never>? = lock.withLock {
      if waiters.isEmpty {
        available += 1
        return nil
      }
      return waiters.removeFirst()
    }
    next?.resume()
  }
}
