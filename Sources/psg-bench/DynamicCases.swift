import MVVMC

/// Where listeners add what they receive; printed at the end so no work can be optimised away.
final class Sink {
  var total = 0
}

/// A listener that adds what it receives to `sink`.
///
/// `variant` comes from the command line, so the closure is only known at run time. Each box
/// is given its own closure, built the same way, so each calls it the same way.
func makeListener(index: Int, sink: Sink, variant: Bool) -> (Int) -> Void {
  variant
    ? { sink.total &-= $0 &+ index }
    : { sink.total &+= $0 &+ index }
}

/// Sets `box.value` to each of `0..<updates`.
@inline(never)
func updateLeastBox(_ box: LeastBox<Int>, updates: Int) {
  for value in 0..<updates {
    box.value = value
  }
}

/// Sets `box.value` to each of `0..<updates`.
@inline(never)
@MainActor
func updateBox(_ box: Dynamic<Int>, updates: Int) {
  for value in 0..<updates {
    box.value = value
  }
}

/// Sets `box.value` to each of `0..<updates`.
@inline(never)
func updateTutorialBox(_ box: TutorialBox<Int>, updates: Int) {
  for value in 0..<updates {
    box.value = value
  }
}

/// A box with `listeners` listeners bound to it.
@MainActor
func makeBox(listeners: Int, sink: Sink, variant: Bool) -> Dynamic<Int> {
  let box = Dynamic(0)
  for index in 0..<listeners { box.bind(makeListener(index: index, sink: sink, variant: variant)) }
  return box
}

/// The `Dynamic` cases: an update with 1 and 10 listeners against the least a box must do
/// (``LeastBox``), and against the tutorial's one-listener box.
@MainActor
func dynamicCases(sink: Sink, variant: Bool, workDivisor: Int) -> [BenchCase] {
  var cases: [BenchCase] = []
  for listeners in [1, 10] {
    let updates = 50_000 / listeners / workDivisor
    let leastBox = LeastBox(0)
    for index in 0..<listeners {
      leastBox.bind(makeListener(index: index, sink: sink, variant: variant))
    }
    let box = makeBox(listeners: listeners, sink: sink, variant: variant)
    let suffix = listeners == 1 ? "1_listener" : "\(listeners)_listeners"
    let noun = listeners == 1 ? "1 listener" : "\(listeners) listeners"
    cases.append(
      BenchCase(key: "direct_\(suffix)", label: "least box, \(noun)") {
        timePerOperation(updates) { updateLeastBox(leastBox, updates: updates) }
      })
    cases.append(
      BenchCase(key: "dynamic_\(suffix)", label: "Dynamic update, \(noun)") {
        // The cases run on the main thread, which is the main actor's.
        MainActor.assumeIsolated {
          timePerOperation(updates) { updateBox(box, updates: updates) }
        }
      })
  }
  let updates = 50_000 / workDivisor
  let tutorial = TutorialBox(0)
  tutorial.bind(makeListener(index: 0, sink: sink, variant: variant))
  cases.append(
    BenchCase(key: "tutorial_box_1_listener", label: "tutorial box, 1 listener") {
      timePerOperation(updates) { updateTutorialBox(tutorial, updates: updates) }
    })
  return cases
}

/// The ratios the `Dynamic` cases are read by.
let dynamicRatios = [
  Ratio(
    key: "dynamic_1_listener_ratio", label: "Dynamic / least box, 1 listener",
    numerator: "dynamic_1_listener", denominator: "direct_1_listener", goal: 1.15),
  Ratio(
    key: "dynamic_10_listeners_ratio", label: "Dynamic / least box, 10 listeners",
    numerator: "dynamic_10_listeners", denominator: "direct_10_listeners", goal: 1.15),
  Ratio(
    key: "dynamic_vs_tutorial_box_ratio", label: "Dynamic / tutorial box, 1 listener",
    numerator: "dynamic_1_listener", denominator: "tutorial_box_1_listener", goal: nil),
]

/// Heap bytes kept per update, or `nil` when the heap cannot be read.
@MainActor
func heapBytesPerUpdate(listeners: Int, sink: Sink, variant: Bool, updates: Int) -> Double? {
  let box = makeBox(listeners: listeners, sink: sink, variant: variant)
  updateBox(box, updates: 1_000)  // first-use allocations are not the update's
  guard let before = heapBytesInUse() else { return nil }
  updateBox(box, updates: updates)
  guard let after = heapBytesInUse() else { return nil }
  return Double(after - before) / Double(updates)
}
