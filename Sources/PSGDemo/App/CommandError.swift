import Rendering

/// Why a command could not be carried out, with a hint for what to type instead.
///
/// Shown as one line on standard error; the screen stays as it was and the run goes on.
package struct CommandError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong, such as `no row 99: the list has 35 rows`.
  package var message: String
  /// What to try, such as `type a row number from 1 to 35`.
  package var hint: String

  /// Creates an error. Text the user typed is passed through `sanitizedForTerminal` by
  /// ``description``, since it is echoed to a terminal.
  package init(_ message: String, hint: String) {
    self.message = message
    self.hint = hint
  }

  /// One line: the message and the hint, with control characters made visible.
  package var description: String {
    "\(message) (\(hint))".sanitizedForTerminal
  }

  static func unknown(_ line: String) -> CommandError {
    CommandError(
      "unknown command “\(line.truncated(toWidth: 40))”", hint: "type help for the commands")
  }

  static func tooLong(_ command: Command) -> CommandError {
    tooLong(byteCount: command.textLength)
  }

  /// The error for a command of `byteCount` bytes, more than ``Command/maximumTextLength``:
  /// what a reader that drops the rest of an over-long line reports for it.
  ///
  /// ```swift
  /// CommandError.tooLong(byteCount: 300_000_000).message
  /// // "the command is 300000000 bytes long; at most 1024 are read"
  /// ```
  package static func tooLong(byteCount: Int) -> CommandError {
    CommandError(
      "the command is \(byteCount) bytes long; at most \(Command.maximumTextLength) are read",
      hint: "type a shorter command")
  }

  static func notHere(_ command: String, scene: String) -> CommandError {
    CommandError(
      "\(command) is not available in \(scene.truncated(toWidth: 40))",
      hint: "type help for the commands here")
  }
}
