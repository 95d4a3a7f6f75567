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

/// A box with every listener of `set` bound to it, in order.
@MainActor
func makeBox(bindingEveryListenerOf set: ListenerSet) -> Dynamic<Int> {
  let box = Dynamic(0)
  for listener in set.listeners { box.bind(listener) }
  return box
}
