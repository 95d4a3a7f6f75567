import PSGDemo
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's standard streams and terminal, as far as the command line needs them.
///
/// Every write goes through write(2) in a loop and reports failure as a ``WriteError``:
/// standard output may be a full disk, a closed descriptor or a pipe whose reader left, and
/// none of these may crash the program.
///
/// Line mode never changes the terminal's modes; the only state to restore is colour, which
/// the renderers reset at the end of every line, and a signal handler resets once more in case
/// a signal arrives in the middle of a line.
enum StandardStreams {
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
  static func write(_ text: String) throws(WriteError) {
    try OutputDescriptor.standardOutput.write(text)
  }

  /// Writes `line` and a newline to standard error.
  static func writeError(_ line: String) throws(WriteError) {
    try OutputDescriptor.standardError.write(line + "\n")
  }

  /// On SIGINT, SIGTERM and SIGHUP: reset colours, end the line, exit with 128 + the signal.
  static func installSignalHandlers() {
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
      signal(signalNumber) { received in
        // Only async-signal-safe calls here: write(2) and _exit(2).
        // A static string: no allocation inside a signal handler.
        let reset: StaticString = "\u{1B}[0m\n"
        _ = systemWrite(STDOUT_FILENO, reset.utf8Start, reset.utf8CodeUnitCount)
        _exit(128 + received)
      }
    }
  }
}

/// A descriptor the command line writes text to: standard output, standard error or the trace
/// file.
struct OutputDescriptor: Sendable {
  /// What the command line writes to.
  enum Target: Equatable, Sendable {
    case standardOutput, standardError
    /// A file, by the name it was given.
    case file(String)
  }

  /// The descriptor.
  var descriptor: Int32
  /// What it writes to, for a message.
  var target: Target

  static let standardOutput = OutputDescriptor(descriptor: STDOUT_FILENO, target: .standardOutput)
  static let standardError = OutputDescriptor(descriptor: STDERR_FILENO, target: .standardError)

  /// Writes all of `text`, retrying after a signal and after a short write.
  func write(_ text: String) throws(WriteError) {
    var text = text
    let failure = text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    if let failure { throw WriteError(target: target, code: failure) }
  }
}

/// A write that failed: exit status 74 (`EX_IOERR`).
struct WriteError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The stream or file written to.
  var target: OutputDescriptor.Target
  /// The `errno` of the failed write.
  var code: Int32

  /// The exit status for an output error.
  static let exitCode: Int32 = 74

  /// Whether the reader of standard output went away (`EPIPE`): the usual end of
  /// `psg-demo | head`, reported by the status alone. A trace FIFO whose reader left is
  /// reported with its reason, as any other failed write.
  var readerLeft: Bool { code == EPIPE && target == .standardOutput }

  /// The failure in English: `cannot write to standard output: No space left on device`.
  var description: String {
    CommandLineWords.english.describe(self)
  }
}
