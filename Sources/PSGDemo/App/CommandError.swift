import MVVMC
import Rendering

extension CommandError {
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
}
