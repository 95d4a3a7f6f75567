import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's standard streams and terminal, as far as the demo needs them.
///
/// Line mode never changes the terminal's modes; the only state to restore is colour, which
/// the renderers reset at the end of every line, and a signal handler resets once more in case
/// a signal arrives in the middle of a line.
enum Terminal {
  /// Whether standard input is a terminal.
  static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

  /// Whether standard output is a terminal.
  static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

  /// The terminal's size in columns and rows, when standard output is a terminal.
  static func size() -> (columns: Int, rows: Int)? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Writes `text` to standard output.
  static func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Writes `line` and a newline to standard error.
  static func writeError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// On SIGINT, SIGTERM and SIGHUP: reset colours, end the line, exit with 128 + the signal.
  static func installSignalHandlers() {
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
      signal(signalNumber) { received in
        // Only async-signal-safe calls here: write(2) and _exit(2).
        // A static string: no allocation inside a signal handler.
        let reset: StaticString = "\u{1B}[0m\n"
        _ = writeToStandardOutput(reset.utf8Start, reset.utf8CodeUnitCount)
        _exit(128 + received)
      }
    }
  }
}

/// write(2) on standard output, from Glibc or Darwin.
private func writeToStandardOutput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(STDOUT_FILENO, bytes, count)
  #else
    Darwin.write(STDOUT_FILENO, bytes, count)
  #endif
}
