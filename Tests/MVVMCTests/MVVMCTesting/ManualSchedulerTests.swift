import MVVMC
import MVVMCTesting
import Testing

@MainActor
@Suite struct ManualSchedulerTests {
  @Test func actionRunsWhenItsDelayHasPassedNotBefore() {
    let scheduler = ManualScheduler()
    let log = Log<String>()
    _ = scheduler.schedule(after: .seconds(1)) { log.append("tick") }
    scheduler.advance(by: .milliseconds(999))
    #expect(log.entries == [])
    #expect(scheduler.now == .milliseconds(999))
    scheduler.advance(by: .milliseconds(1))
    #expect(log.entries == ["tick"])
    scheduler.advance(by: .seconds(10))
    #expect(log.entries == ["tick"])
    #expect(scheduler.now == .milliseconds(11_000))
  }

  @Test func actionsRunEarliestFirstAndTiesInScheduleOrder() {
    let scheduler = ManualScheduler()
    let log = Log<String>()
    _ = scheduler.schedule(after: .seconds(2)) { log.append("late") }
    _ = scheduler.schedule(after: .seconds(1)) { log.append("first tie") }
    _ = scheduler.schedule(after: .seconds(1)) { log.append("second tie") }
    _ = scheduler.schedule(after: .zero) { log.append("now") }
    scheduler.advance(by: .seconds(3))
    #expect(log.entries == ["now", "first tie", "second tie", "late"])
  }

  @Test func aCancelledActionNeverRuns() {
    let scheduler = ManualScheduler()
    let log = Log<String>()
    let action = scheduler.schedule(after: .seconds(1)) { log.append("cancelled") }
    _ = scheduler.schedule(after: .seconds(1)) { log.append("kept") }
    #expect(scheduler.pendingCount == 2)
    action.cancel()
    #expect(action.isCancelled)
    #expect(scheduler.pendingCount == 1)
    scheduler.advance(by: .seconds(1))
    #expect(log.entries == ["kept"])
    #expect(scheduler.pendingCount == 0)
  }

  @Test func actionsScheduledByActionsRunIfTheyFallDue() {
    let scheduler = ManualScheduler()
    let log = Log<String>()
    _ = scheduler.schedule(after: .seconds(1)) {
      log.append("outer at \(scheduler.now)")
      _ = scheduler.schedule(after: .seconds(1)) { log.append("inner at \(scheduler.now)") }
      _ = scheduler.schedule(after: .seconds(5)) { log.append("too late") }
    }
    scheduler.advance(by: .seconds(3))
    #expect(log.entries == ["outer at 1.0 seconds", "inner at 2.0 seconds"])
    #expect(scheduler.pendingCount == 1)
    #expect(scheduler.now == .seconds(3))
  }

  @Test func negativeDelaysAndIntervalsCountAsZero() {
    let scheduler = ManualScheduler()
    let log = Log<String>()
    _ = scheduler.schedule(after: .seconds(-5)) { log.append("due now") }
    scheduler.advance(by: .seconds(-1))
    #expect(log.entries == ["due now"])
    #expect(scheduler.now == .zero)
  }
}
