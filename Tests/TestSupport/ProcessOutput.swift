/// What a finished program wrote and how it ended.
public struct ProcessOutput: Sendable, Equatable {
  /// Standard output, decoded as UTF-8.
  public var standardOutput: String
  /// Standard error, decoded as UTF-8.
  public var standardError: String
  /// The exit status, or the number of the signal that ended the program.
  public var exitCode: Int32
  /// Whether the program was killed for running too long.
  public var timedOut: Bool

  /// Creates an output, for comparing with one that a program produced.
  public init(standardOutput: String, standardError: String, exitCode: Int32, timedOut: Bool) {
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.exitCode = exitCode
    self.timedOut = timedOut
  }

  /// The lines of standard error, without their newlines.
  public var errorLines: [String] {
    var lines = standardError.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    return lines.map(String.init)
  }
}
