import MVVMC

// The cost of each step Docs/Dynamic.md takes from the tutorial's box to `Dynamic`: an update
// with one listener, against the least a box must do (`LeastBox`, `direct_1_listener`).

@inline(never)
func updateManyListenersBox(_ box: ManyListenersBox<Int>, updates: Int) {
  for value in 0..<updates { box.value = value }
}

@inline(never)
func updateTokenBox(_ box: TokenBox<Int>, updates: Int) {
  for value in 0..<updates { box.value = value }
}

@inline(never)
@MainActor
func updateMainActorBox(_ box: MainActorBox<Int>, updates: Int) {
  for value in 0..<updates { box.value = value }
}

/// The step boxes with one listener each, and `Dynamic` through a derived box (`map`).
@MainActor
func dynamicStepCases(sink: Sink, variant: Bool, workDivisor: Int) -> [BenchCase] {
  let updates = 50_000 / workDivisor
  let listener = makeListener(index: 0, sink: sink, variant: variant)
  let many = ManyListenersBox(0)
  many.bind(listener)
  let tokens = TokenBox(0)
  tokens.bind(listener)
  let isolated = MainActorBox(0)
  isolated.bind(listener)
  let source = Dynamic(0)
  let derived = source.map { $0 }
  derived.bind(listener)
  return [
    BenchCase(key: "step_many_listeners_1_listener", label: "step 1 box (many listeners), 1") {
      timePerOperation(updates) { updateManyListenersBox(many, updates: updates) }
    },
    BenchCase(key: "step_tokens_1_listener", label: "step 2 box (tokens), 1 listener") {
      timePerOperation(updates) { updateTokenBox(tokens, updates: updates) }
    },
    BenchCase(key: "step_main_actor_1_listener", label: "step 3 box (main actor), 1 listener") {
      MainActor.assumeIsolated {
        timePerOperation(updates) { updateMainActorBox(isolated, updates: updates) }
      }
    },
    BenchCase(key: "dynamic_map_1_listener", label: "Dynamic through map, 1 listener") {
      // The source holds its derived box weakly: the case keeps it alive.
      MainActor.assumeIsolated {
        withExtendedLifetime(derived) {
          timePerOperation(updates) { updateBox(source, updates: updates) }
        }
      }
    },
  ]
}

/// Each step's update over the least box's, as Docs/Dynamic.md reports them.
let dynamicStepRatios = [
  ("tutorial_box_1_listener", "step 0, tutorial box / least box"),
  ("step_many_listeners_1_listener", "step 1, many listeners / least box"),
  ("step_tokens_1_listener", "step 2, tokens / least box"),
  ("step_main_actor_1_listener", "step 3, main actor / least box"),
  ("dynamic_map_1_listener", "step 4, Dynamic through map / least box"),
  ("dynamic_1_listener", "step 5, Dynamic / least box"),
].map { key, label in
  Ratio(
    key: "\(key)_step_ratio", label: label, numerator: key, denominator: "direct_1_listener",
    goal: nil)
}
