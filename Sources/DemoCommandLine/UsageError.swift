/// A command line that cannot be run: exit status 64 (`EX_USAGE`).
struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, such as `unknown option “--colour-depth”`.
  var message: String

  /// Creates a usage error.
  init(_ message: String) {
    self.message = message
  }

  /// The exit status for a usage error.
  static let exitCode: Int32 = 64

  /// The message, with control characters made visible, and where to find help.
  var description: String {
    "\(message) (see \(CommandName.current) --help)".sanitizedForTerminal
  }
}
