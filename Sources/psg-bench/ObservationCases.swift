import Dispatch
import Observation

// Swift Observation against the least box and `Dynamic`, for Docs/Observation.md: one value,
// one listener, each update delivered before the next one is made.

/// One observable value. Unchecked: each case touches its counter from one task only.
@Observable
final class ObservedCounter: @unchecked Sendable {
  var value = 0
}

/// Whether `withObservationTracking`'s `onChange` ran. Unchecked: it runs synchronously in
/// the setter, on the thread that sets the value.
final class ChangeFlag: @unchecked Sendable {
  var fired = false
}

/// Sets `counter.value` to each of `0..<updates`, tracking it again before each change as a
/// view layer does (`onChange` fires once, before the change), then calls `listener` with the
/// new value.
@inline(never)
func updateTracked(_ counter: ObservedCounter, updates: Int, listener: (Int) -> Void) {
  let flag = ChangeFlag()
  for value in 0..<updates {
    flag.fired = false
    withObservationTracking {
      _ = counter.value
    } onChange: {
      flag.fired = true
    }
    counter.value = value
    if flag.fired { listener(counter.value) }
  }
}

/// The time per update of an awaited `Observations` sequence: set the value, await the
/// sequence's next element, `updates` times, in a task of its own while the caller waits.
func timeObservations(updates: Int) -> (nanoseconds: Double, checksum: Int) {
  final class Result: @unchecked Sendable {
    var nanoseconds = 0.0
    var checksum = 0
  }
  let result = Result()
  let done = DispatchSemaphore(value: 0)
  Task.detached {
    let counter = ObservedCounter()
    let values = Observations { counter.value }
    var iterator = values.makeAsyncIterator()
    _ = await iterator.next()  // the initial value
    let start = ContinuousClock.now
    for value in 1...max(1, updates) {
      counter.value = value
      if let delivered = await iterator.next() { result.checksum &+= delivered }
    }
    result.nanoseconds = (ContinuousClock.now - start).nanoseconds / Double(max(1, updates))
    done.signal()
  }
  done.wait()
  return (result.nanoseconds, result.checksum)
}

/// The Observation cases: a re-registered `withObservationTracking` and an awaited
/// `Observations` sequence, each with one listener.
func observationCases(sink: Sink, variant: Bool, workDivisor: Int) -> [BenchCase] {
  let updates = 50_000 / workDivisor
  let listener = makeListener(index: 0, sink: sink, variant: variant)
  let counter = ObservedCounter()
  // Awaiting a task per update is slow: fewer updates keep a sample short.
  let awaitedUpdates = max(1, updates / 50)
  return [
    BenchCase(key: "observation_tracking_1_listener", label: "withObservationTracking, 1") {
      timePerOperation(updates) { updateTracked(counter, updates: updates, listener: listener) }
    },
    BenchCase(key: "observations_1_listener", label: "Observations, awaited, 1 listener") {
      let (nanoseconds, checksum) = timeObservations(updates: awaitedUpdates)
      sink.total &+= checksum
      return nanoseconds
    },
  ]
}

/// The Observation cases over the least box, beside `Dynamic`'s in the same run.
let observationRatios = [
  Ratio(
    key: "observation_tracking_ratio", label: "withObservationTracking / least box, 1 listener",
    numerator: "observation_tracking_1_listener", denominator: "direct_1_listener", goal: nil),
  Ratio(
    key: "observations_ratio", label: "Observations (awaited) / least box, 1 listener",
    numerator: "observations_1_listener", denominator: "direct_1_listener", goal: nil),
  Ratio(
    key: "observation_tracking_vs_dynamic_ratio", label: "withObservationTracking / Dynamic",
    numerator: "observation_tracking_1_listener", denominator: "dynamic_1_listener", goal: nil),
]
