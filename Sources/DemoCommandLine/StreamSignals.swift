import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// In the JSON stream and under `--rpc`, `SIGINT`, `SIGTERM`, `SIGHUP` and `SIGQUIT` end the
/// run with a last line that names the signal, then the status 128 + its number: the stream's
/// `{"kind":"end","signal":"SIGTERM","status":143}`, the protocol's `ended` notification.
/// (`SIGKILL` cannot be caught: after it the output just stops.)
///
/// A signal that comes while a line is being written waits for the line to end, so the `end`
/// is never written inside another line; should the line not end (a reader that stopped
/// reading), a second signal, or two seconds, end the run at once, the `end` on a line of its
/// own after the unfinished one.
///
/// ```swift
/// StreamSignals.install(quitLine: "psg-demo: stopped by SIGQUIT (Ctrl-\\)\n") { signal, status in
///   #"{"kind":"end","signal":"\#(signal)","status":\#(status)}"# + "\n"
/// }
/// try StreamSignals.writingLine { try write(line) }
/// ```
enum StreamSignals {
  /// The signals caught, with their names.
  static let caught: [(number: Int32, name: String)] = [
    (SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP"), (SIGQUIT, "SIGQUIT"),
  ]

  /// The last line of each signal, by its number, made before a handler can run (a handler
  /// may not allocate); never freed, as a handler may be writing one.
  nonisolated(unsafe) private static var endLines: EndLines?
  /// Each signal's last line as a C string, at the signal's number; `nil` where none is caught.
  private typealias EndLines = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  /// The line `SIGQUIT` writes on standard error, as it does without the stream.
  nonisolated(unsafe) private static var quitLine: UnsafeMutablePointer<CChar>?
  /// Whether a line of the stream is being written.
  nonisolated(unsafe) private static var isWritingLine = false
  /// The signal that came while a line was being written; 0 for none.
  nonisolated(unsafe) private static var pending: Int32 = 0

  /// Installs the handlers, or installs them again with other lines: `endLine` makes the last
  /// line of a signal from its name and the status it ends with; `quitLine` (ending with a
  /// newline), if any, goes to standard error on `SIGQUIT`.
  @MainActor static func install(
    quitLine text: String?, endLine: (_ signal: String, _ status: Int32) -> String
  ) {
    let lines = EndLines.allocate(capacity: 65)
    lines.initialize(repeating: nil, count: 65)
    for (number, name) in caught { lines[Int(number)] = strdup(endLine(name, 128 + number)) }
    // One word each, stored before the handlers are installed or replaced.
    endLines = lines
    quitLine = text.flatMap { strdup($0) }
    for (number, _) in caught {
      signal(number) { received in
        // Only async-signal-safe calls: alarm(2), write(2), strlen(3) and _exit(2).
        if StreamSignals.isWritingLine, StreamSignals.pending == 0 {
          StreamSignals.pending = received
          alarm(2)
          return
        }
        StreamSignals.end(by: received, startingLine: StreamSignals.isWritingLine)
      }
    }
    signal(SIGALRM) { _ in
      StreamSignals.end(by: StreamSignals.pending, startingLine: true)
    }
  }

  /// Writes a line of the stream with `write`; a signal that comes meanwhile ends the run
  /// once the line is written.
  static func writingLine<Failure: Error>(
    _ write: () throws(Failure) -> Void
  ) throws(Failure) {
    isWritingLine = true
    defer {
      isWritingLine = false
      if pending != 0 { end(by: pending, startingLine: false) }
    }
    try write()
  }

  /// Writes the `end` of `number` (after a newline when a line was cut short) and exits.
  private static func end(by number: Int32, startingLine: Bool) -> Never {
    if startingLine {
      let newline: StaticString = "\n"
      _ = systemWrite(STDOUT_FILENO, newline.utf8Start, newline.utf8CodeUnitCount)
    }
    if number > 0, number < 65, let line = endLines?[Int(number)] {
      _ = systemWrite(STDOUT_FILENO, line, strlen(line))
    }
    if number == SIGQUIT, let line = quitLine {
      _ = systemWrite(STDERR_FILENO, line, strlen(line))
    }
    _exit(128 + number)
  }
}
