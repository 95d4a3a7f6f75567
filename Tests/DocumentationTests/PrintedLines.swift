import Synchronization

/// What the guides' examples printed, line by line.
///
/// The examples call `print` as a reader would; inside this module that name means the function
/// below, with the standard library's signature so that it always wins, and each test compares
/// the lines with the output the guide shows in comments. The examples run synchronously on the
/// main actor, each test starting with ``startPrinting()``, so tests never mix their lines.
private let printed = Mutex<[String]>([])

/// Records the line Swift's `print` would write (without its terminator).
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  let line = items.map { String(describing: $0) }.joined(separator: separator)
  printed.withLock { $0.append(line) }
}

/// Forgets what earlier examples printed.
func startPrinting() {
  printed.withLock { $0.removeAll() }
}

/// The lines printed since ``startPrinting()``.
var printedLines: [String] {
  printed.withLock { $0 }
}
