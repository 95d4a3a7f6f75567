/// A command line that cannot be run: exit status 64 (`EX_USAGE`).
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, such as `unknown option “--colour-depth”`.
  public var message: String

  /// Creates a usage error.
  public init(_ message: String) {
    self.message = message
  }

  /// The exit status for a usage error.
  public static let exitCode: Int32 = 64

  /// The message, with control characters made visible, and where to find help.
  public var description: String {
    "\(message) (see psg-demo --help)".sanitizedForTerminal
  }
}
