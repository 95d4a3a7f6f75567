/// One thing `psg-bench` times: a name, and a closure that does the work of one sample and
/// returns how long it took per operation.
///
/// A case does its own setup outside the timed part (see ``timePerOperation(_:_:)``), so adding
/// a case is one function returning a `BenchCase`.
struct BenchCase {
  /// A stable key for JSON, such as `search_view_model_1000000`.
  let key: String
  /// What the table shows, such as `search, view model, 1,000,000 players`.
  let label: String
  /// Takes one sample: runs the work and returns nanoseconds per operation.
  let sample: () -> Double
}

/// The samples of one case, in nanoseconds per operation.
struct CaseResult {
  let key: String
  let label: String
  let samples: [Double]

  var minimum: Double { samples.min() ?? 0 }
  var maximum: Double { samples.max() ?? 0 }
  var median: Double {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}

/// A ratio of two cases' medians, such as `Dynamic / least box`, or of a case's median and a
/// fixed budget.
struct Ratio {
  /// A stable key ending in `ratio`, such as `dynamic_1_listener_ratio`.
  let key: String
  let label: String
  let numerator: String
  let denominator: String
  /// The goal the ratio should stay under, if the project set one.
  let goal: Double?
  /// A fixed time in nanoseconds to divide by instead of the denominator's median: a budget.
  var budget: Double? = nil
}

/// Times `operations` runs of `body` and returns nanoseconds per operation.
func timePerOperation(_ operations: Int, _ body: () -> Void) -> Double {
  let elapsed = ContinuousClock().measure(body)
  return elapsed.nanoseconds / Double(max(1, operations))
}

/// Runs every case once per round, round after round, after one warm-up sample each.
///
/// Interleaving spreads a busy machine's noise over every case alike, so the ratio of two
/// medians holds better than when one case runs all its samples before the next. Every other
/// round runs the cases in reverse order, so that no case is always the first to run after the
/// slow ones, or after the process was made to wait.
func runRoundRobin(_ cases: [BenchCase], rounds: Int, progress: (Int) -> Void) -> [CaseResult] {
  for benchCase in cases { _ = benchCase.sample() }
  var samples = Array(repeating: [Double](), count: cases.count)
  for round in 0..<rounds {
    let order = round.isMultiple(of: 2) ? Array(cases.indices) : cases.indices.reversed()
    for index in order {
      samples[index].append(cases[index].sample())
    }
    progress(round + 1)
  }
  return zip(cases, samples).map { CaseResult(key: $0.key, label: $0.label, samples: $1) }
}

extension Duration {
  /// The duration in nanoseconds, with fractions.
  var nanoseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}
