/// What a finished program wrote and how it ended.
struct ProcessOutput: Sendable, Equatable {
  /// Standard output, decoded as UTF-8.
  var standardOutput: String
  /// Standard error, decoded as UTF-8.
  var standardError: String
  /// The exit status, or the number of the signal that ended the program.
  var exitCode: Int32
  /// Whether the program was killed for running too long.
  var timedOut: Bool

  /// The lines of standard error, without their newlines.
  var errorLines: [String] {
    var lines = standardError.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    return lines.map(String.init)
  }
}
