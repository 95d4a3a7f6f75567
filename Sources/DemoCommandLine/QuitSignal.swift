import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `SIGQUIT` (Ctrl-\ at a terminal in line mode) ends the program as `SIGTERM` does: colours
/// reset when the output has them, one line on standard error, status 131 (128 + 3).
///
/// The Swift runtime catches `SIGQUIT` to print a crash report and a backtrace (and, on a
/// terminal, to wait for a key with the terminal out of line editing); a user who pressed
/// Ctrl-\ asked to quit, not for a report, so the command installs its own handler first
/// thing. The full-screen host and a running export take the signal over while they run and
/// end the same way (`TerminalSignal.quit`, `ExportInterruption`).
///
/// ```swift
/// QuitSignal.install(line: "psg-demo: stopped by SIGQUIT (Ctrl-\\)\n", resetsColors: false)
/// // kill -QUIT: that line on standard error, then exit status 131
/// ```
enum QuitSignal {
  /// The line the handler writes, a C string made before the handler can run (a handler may
  /// not allocate). A line replaced is never freed: a handler running on another thread at
  /// that moment may still be writing it.
  nonisolated(unsafe) private static var line: UnsafeMutablePointer<CChar>?
  /// Whether the handler first writes the colour reset and a newline to standard output.
  nonisolated(unsafe) private static var resetsColors = false

  /// Installs the handler, which writes `line` (ending with a newline) and ends with 131.
  static func install(line text: String, resetsColors: Bool) {
    let line = strdup(text)
    // One word each, stored before the handler is installed or replaced.
    Self.line = line
    Self.resetsColors = resetsColors
    signal(SIGQUIT) { received in
      // Only async-signal-safe calls: strlen(3), write(2) and _exit(2).
      if QuitSignal.resetsColors {
        let reset: StaticString = "\u{1B}[0m\n"
        _ = systemWrite(STDOUT_FILENO, reset.utf8Start, reset.utf8CodeUnitCount)
      }
      if let line = QuitSignal.line {
        _ = systemWrite(STDERR_FILENO, line, strlen(line))
      }
      _exit(128 + received)
    }
  }
}
