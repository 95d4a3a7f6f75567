import MVVMC

/// Where listeners add what they receive; printed at the end so no work can be optimised away.
final class Sink {
  var total = 0
}

/// Listeners kept in a class so the optimiser cannot see which closures the loops call.
final class ListenerSet {
  var listeners: [(Int) -> Void]

  init(count: Int, sink: Sink, variant: Bool) {
    // `variant` comes from the command line, so the closure is only known at run time.
    listeners = (0..<count).map { index in
      variant
        ? { sink.total &-= $0 &+ index }
        : { sink.total &+= $0 &+ index }
    }
  }
}

/// Calls every listener of `set` with `0..<updates`, as a box would but without one.
@inline(never)
func callDirectly(_ set: ListenerSet, updates: Int) {
  let listeners = set.listeners
  for value in 0..<updates {
    for listener in listeners { listener(value) }
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

/// A box with every listener of `set` bound to it, in order.
@MainActor
func makeBox(bindingEveryListenerOf set: ListenerSet) -> Dynamic<Int> {
  let box = Dynamic(0)
  for listener in set.listeners { box.bind(listener) }
  return box
}

/// The `Dynamic` cases: an update with 1 and 10 listeners against calling the same closures
/// directly, and against the tutorial's one-listener box.
@MainActor
func dynamicCases(sink: Sink, variant: Bool, workDivisor: Int) -> [BenchCase] {
  var cases: [BenchCase] = []
  for listeners in [1, 10] {
    let updates = 50_000 / listeners / workDivisor
    let set = ListenerSet(count: listeners, sink: sink, variant: variant)
    let box = makeBox(bindingEveryListenerOf: set)
    let suffix = listeners == 1 ? "1_listener" : "\(listeners)_listeners"
    let noun = listeners == 1 ? "1 listener" : "\(listeners) listeners"
    cases.append(
      BenchCase(key: "direct_\(suffix)", label: "direct call, \(noun)") {
        timePerOperation(updates) { callDirectly(set, updates: updates) }
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
  tutorial.bind(ListenerSet(count: 1, sink: sink, variant: variant).listeners[0])
  cases.append(
    BenchCase(key: "tutorial_box_1_listener", label: "tutorial box, 1 listener") {
      timePerOperation(updates) { updateTutorialBox(tutorial, updates: updates) }
    })
  return cases
}

/// The ratios the `Dynamic` cases are read by.
let dynamicRatios = [
  Ratio(
    key: "dynamic_1_listener_ratio", label: "Dynamic / direct, 1 listener",
    numerator: "dynamic_1_listener", denominator: "direct_1_listener", goal: 1.15),
  Ratio(
    key: "dynamic_10_listeners_ratio", label: "Dynamic / direct, 10 listeners",
    numerator: "dynamic_10_listeners", denominator: "direct_10_listeners", goal: 1.15),
  Ratio(
    key: "dynamic_vs_tutorial_box_ratio", label: "Dynamic / tutorial box, 1 listener",
    numerator: "dynamic_1_listener", denominator: "tutorial_box_1_listener", goal: nil),
]

/// Heap bytes kept per update, or `nil` when the heap cannot be read.
@MainActor
func heapBytesPerUpdate(listeners: Int, sink: Sink, variant: Bool, updates: Int) -> Double? {
  let set = ListenerSet(count: listeners, sink: sink, variant: variant)
  let box = makeBox(bindingEveryListenerOf: set)
  updateBox(box, updates: 1_000)  // first-use allocations are not the update's
  guard let before = heapBytesInUse() else { return nil }
  updateBox(box, updates: updates)
  guard let after = heapBytesInUse() else { return nil }
  return Double(after - before) / Double(updates)
}
