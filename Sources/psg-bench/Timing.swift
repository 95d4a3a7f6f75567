/// Runs `body` once to warm up, then `repetitions` times, and returns the median time per
/// operation in nanoseconds.
///
/// `body` performs `operations` operations and is timed with `ContinuousClock`.
func medianNanosecondsPerOperation(
  repetitions: Int,
  operations: Int,
  _ body: () -> Void
) -> Double {
  body()
  let clock = ContinuousClock()
  var samples: [Double] = []
  for _ in 0..<repetitions {
    let elapsed = clock.measure(body)
    samples.append(elapsed.nanoseconds / Double(operations))
  }
  samples.sort()
  return samples[samples.count / 2]
}

extension Duration {
  /// The duration in nanoseconds, with fractions.
  var nanoseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}
