import PSGDemo
import PlayerFeed

/// What `psg-bench` was asked to do.
struct BenchOptions {
  /// Rounds of the round-robin: each case is timed once per round.
  var rounds = 31
  /// The list sizes the search and render cases run at.
  var sizes = [35, 10_000, 100_000, 1_000_000]
  /// The list sizes the keystroke-to-frame case runs at.
  var keystrokeSizes = [35, 100_000, 1_000_000]
  /// The lengths of the names of controls rendered in each renderer, shortest first.
  var controlNameLengths = [40_000, 160_000]
  /// The generated feed's largest size in bytes: the largest feed `psg-demo` accepts.
  var feedSize = FeedLoader.maximumFeedSize
  /// Where to write the generated feed instead of running, if asked.
  var feedPath: String?
  /// The prefixes of the case keys to time, if only some are wanted (`--only render`).
  var onlyPrefixes: [String] = []
  /// Divides the work per sample, for a smoke run.
  var workDivisor = 1
  /// Where to write the results as JSON, if asked.
  var jsonPath: String?
  /// Where to write the chart of search time against list size, if asked.
  var svgPath: String?

  /// Parses `--quick`, `--rounds N`, `--only PREFIX`, `--json FILE`, `--svg FILE`, `--write-feed FILE` and
  /// `--help`.
  ///
  /// - Returns: `nil` when the arguments ask for help or are not understood.
  init?(arguments: some Sequence<String>) {
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
      switch argument {
      case "--quick":
        rounds = 3
        sizes = [35, 10_000]
        keystrokeSizes = [35, 10_000]
        controlNameLengths = [4_000, 16_000]
        workDivisor = 20
        feedSize = 1 << 20
      case "--json":
        guard let path = iterator.next() else { return nil }
        jsonPath = path
      case "--svg":
        guard let path = iterator.next() else { return nil }
        svgPath = path
      case "--write-feed":
        guard let path = iterator.next() else { return nil }
        feedPath = path
      case "--rounds":
        guard let text = iterator.next(), let count = Int(text), (1...1_000_000).contains(count)
        else { return nil }
        rounds = count
      case "--only":
        guard let prefix = iterator.next() else { return nil }
        onlyPrefixes.append(prefix)
      default:
        return nil
      }
    }
  }

  static let usage = """
    usage: psg-bench [--quick] [--rounds N] [--only KEY-PREFIX]... [--json FILE] [--svg FILE]
           psg-bench [--quick] --write-feed FILE

    Times Dynamic against the least a box must do, the player list's search against a byte scan
    of pre-folded names, a page's screen and render against the same bytes written by hand,
    at 35 to 1,000,000 players, a key typed in the full-screen app's search against its
    search alone and a frame budget, the list's page with a name of 40,000 and 160,000
    control characters in each renderer, a recorded step at step 10,000 against step 1,
    and loading a generated 16 MiB feed against JSONSerialization reading the same bytes.
    Every case runs once per round, round after
    round, in one process; the table gives min, median and max per operation and the ratios
    of medians.

      --quick            3 rounds, 35 and 10,000 players, names of 4,000 and 16,000
                         controls, a 1 MiB feed, less work per sample:
                         a smoke run
      --json FILE        also write the results as JSON (every ratio's key ends in "ratio")
      --svg FILE         also write a chart of search time against the number of players
      --rounds N         N rounds instead of 31 (3 with --quick), 1 to 1,000,000; given after
                         --quick, it wins
      --only PREFIX      time only the cases whose JSON key starts with PREFIX (repeatable),
                         such as --only render_ --only keystroke_frame_100000
      --write-feed FILE  write the generated feed (16 MiB, 1 MiB with --quick) and exit

    Build with -c release for meaningful numbers: swift run -c release psg-bench
    """
}
