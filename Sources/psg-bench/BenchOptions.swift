/// What `psg-bench` was asked to do.
struct BenchOptions {
  /// Updates timed in one run of the one-listener case.
  var singleListenerUpdates = 1_000_000
  /// Updates timed in one run of the ten-listener case.
  var tenListenerUpdates = 200_000
  /// Updates between the two heap readings.
  var heapUpdates = 500_000
  /// Timed runs per case; the median is reported.
  var repetitions = 7

  /// Parses `--quick` (fewer iterations, for smoke tests) and `--help`.
  ///
  /// - Returns: `nil` when the arguments ask for help or are not understood.
  init?(arguments: some Sequence<String>) {
    for argument in arguments {
      switch argument {
      case "--quick":
        singleListenerUpdates = 50_000
        tenListenerUpdates = 10_000
        heapUpdates = 20_000
        repetitions = 3
      default:
        return nil
      }
    }
  }

  static let usage = """
    usage: psg-bench [--quick]

    Measures what setting a Dynamic<Int> costs against calling its listener directly.
    Build with -c release for meaningful numbers. --quick runs fewer iterations.
    """
}
