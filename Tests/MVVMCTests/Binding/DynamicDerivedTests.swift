import MVVMC
import MVVMCTesting
import Testing

@MainActor
@Suite struct DynamicDerivedTests {
  @Test func mapHoldsTheTransformedValueAndFollowsChanges() {
    let players = Dynamic(["MESSI", "NEYMAR"])
    let count = players.map(\.count)
    let log = Log<Int>()
    count.bind { log.append($0) }
    #expect(count.value == 2)
    players.value.append("MBAPPÉ")
    players.value = []
    #expect(log.entries == [3, 0])
  }

  @Test func mapRunsTheTransformOnceNowAndOncePerChange() {
    let source = Dynamic(1)
    var calls = 0
    let doubled = source.map { value -> Int in
      calls += 1
      return value * 2
    }
    #expect(calls == 1)
    source.value = 2
    source.value = 3
    #expect(calls == 3)
    #expect(doubled.value == 6)
  }

  @Test func removingDuplicatesSkipsAValueEqualToThePreviousOne() {
    let filter = Dynamic("none")
    let distinct = filter.removingDuplicates()
    let log = Log<String>()
    distinct.bind { log.append($0) }
    filter.value = "none"
    filter.value = "goalkeepers"
    filter.value = "goalkeepers"
    filter.value = "forwards"
    filter.value = "goalkeepers"
    #expect(log.entries == ["goalkeepers", "forwards", "goalkeepers"])
  }

  @Test func aChainStaysAliveWhileItsLastBoxIsReferenced() {
    let source = Dynamic(1)
    let log = Log<String>()
    weak var weakMiddle: Dynamic<Int>?
    let last: Dynamic<String> = {
      let middle = source.map { $0 * 10 }
      weakMiddle = middle
      return middle.removingDuplicates().map { "#\($0)" }
    }()
    last.bind { log.append($0) }
    #expect(weakMiddle != nil)
    source.value = 2
    source.value = 2
    source.value = 3
    #expect(log.entries == ["#20", "#30"])
    #expect(last.value == "#30")
  }

  @Test func aDroppedChainIsFreedAndLeavesTheSourceAtTheNextChange() {
    let source = Dynamic(1)
    weak var weakFirst: Dynamic<Int>?
    weak var weakLast: Dynamic<String>?
    var calls = 0
    do {
      let first = source.map { value -> Int in
        calls += 1
        return value + 1
      }
      let last = first.removingDuplicates().map { "\($0)" }
      weakFirst = first
      weakLast = last
      source.value = 2
      #expect(last.value == "3")
    }
    #expect(weakFirst == nil)
    #expect(weakLast == nil)
    #expect(source.listenerCount == 1)
    source.value = 5
    #expect(source.listenerCount == 0)
    #expect(calls == 2)  // once at creation, once for 2; never for 5
  }

  @Test func aDerivedBoxKeepsItsSourceAlive() {
    weak var weakSource: Dynamic<Int>?
    let derived: Dynamic<Int> = {
      let source = Dynamic(4)
      weakSource = source
      return source.map { $0 * $0 }
    }()
    #expect(weakSource != nil)
    weakSource?.value = 5
    #expect(derived.value == 25)
  }

  @Test func debouncedDeliversOnlyTheLastValueOfABurst() {
    let scheduler = ManualScheduler()
    let query = Dynamic("")
    let settled = query.debounced(for: .milliseconds(300), scheduler: scheduler)
    let log = Log<String>()
    settled.bind { log.append($0) }
    query.value = "m"
    scheduler.advance(by: .milliseconds(100))
    query.value = "mb"
    scheduler.advance(by: .milliseconds(100))
    query.value = "mba"
    #expect(scheduler.pendingCount == 1)
    scheduler.advance(by: .milliseconds(299))
    #expect(log.entries == [])
    #expect(settled.value == "")
    scheduler.advance(by: .milliseconds(1))
    #expect(log.entries == ["mba"])
    scheduler.advance(by: .seconds(5))
    #expect(log.entries == ["mba"])
    #expect(scheduler.pendingCount == 0)
  }

  @Test func debouncedDeliversTwoBurstsSeparatedByTheInterval() {
    let scheduler = ManualScheduler()
    let query = Dynamic("")
    let settled = query.debounced(for: .milliseconds(300), scheduler: scheduler)
    let log = Log<String>()
    settled.bind { log.append($0) }
    query.value = "m"
    query.value = "me"
    scheduler.advance(by: .milliseconds(300))
    query.value = "n"
    query.value = "ne"
    query.value = "ney"
    scheduler.advance(by: .milliseconds(300))
    #expect(log.entries == ["me", "ney"])
  }

  @Test func debouncedWorksWhenOnlyTheDerivedBoxHoldsTheScheduler() {
    let query = Dynamic("")
    weak var weakScheduler: ManualScheduler?
    let settled: Dynamic<String> = {
      let scheduler = ManualScheduler()
      weakScheduler = scheduler
      return query.debounced(for: .zero, scheduler: scheduler)
    }()
    #expect(weakScheduler != nil)
    query.value = "psg"
    weakScheduler?.advance()
    #expect(settled.value == "psg")
  }

  @Test func aDroppedDebouncedBoxIgnoresItsPendingDelivery() {
    let scheduler = ManualScheduler()
    let query = Dynamic("")
    weak var weakSettled: Dynamic<String>?
    let log = Log<String>()
    do {
      let settled = query.debounced(for: .milliseconds(300), scheduler: scheduler)
      weakSettled = settled
      settled.bind { log.append($0) }
      query.value = "x"
    }
    #expect(weakSettled == nil)
    scheduler.advance(by: .seconds(1))
    #expect(log.entries == [])
  }

  /// With a clock, a burst of keys schedules one delivery, moved as keys arrive; without one,
  /// each key schedules its own. Both deliver the burst's last value once, at the same time.
  @Test(arguments: [true, false])
  func debouncedSchedulesOncePerBurstWhenTheSchedulerKeepsTime(keepsTime: Bool) {
    let scheduler = CountingScheduler(keepsTime: keepsTime)
    let query = Dynamic("")
    let settled = query.debounced(for: .milliseconds(300), scheduler: scheduler)
    let log = Log<String>()
    settled.bind { log.append($0) }
    for text in ["k", "ky", "kyl", "kyli", "kylia"] { query.value = text }
    scheduler.manual.advance(by: .milliseconds(200))
    query.value = "kylian"
    #expect(scheduler.scheduled == (keepsTime ? 1 : 6))
    scheduler.manual.advance(by: .milliseconds(299))
    #expect(log.entries == [])
    scheduler.manual.advance(by: .milliseconds(1))
    #expect(log.entries == ["kylian"])
    // The early delivery waited once more for the moved deadline.
    #expect(scheduler.scheduled == (keepsTime ? 2 : 6))
    scheduler.manual.advance(by: .seconds(5))
    #expect(log.entries == ["kylian"])
  }
}

/// A ``ManualScheduler`` that counts the deliveries scheduled, with or without its clock.
@MainActor
private final class CountingScheduler: DelayScheduler {
  let manual = ManualScheduler()
  let keepsTime: Bool
  private(set) var scheduled = 0

  init(keepsTime: Bool) {
    self.keepsTime = keepsTime
  }

  var elapsedTime: Duration? { keepsTime ? manual.now : nil }

  func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void)
    -> ScheduledAction
  {
    scheduled += 1
    return manual.schedule(after: delay, action)
  }
}
