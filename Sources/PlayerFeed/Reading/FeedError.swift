import Rendering

/// Why a feed could not be read, in one line a user can act on.
///
/// Each error names the source as the user gave it and the problem (``FeedProblem``), a value
/// an app writes in its language; ``description`` writes it in English. The problem gives the
/// exit code the command line should end with (from `sysexits.h`).
///
/// ```swift
/// print(error)
/// // psgPlayers.json: player 3 ("Denis FRANCHI"): field "number" must be an integer, found a
/// // string
/// error.exitCode   // 65
/// ```
package struct FeedError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The source as it is named to the user: the path or URL as given.
  package var source: String
  /// The problem, such as ``FeedProblem/noSuchFile`` or ``FeedProblem/httpStatus(_:)``.
  package var problem: FeedProblem

  /// The command line was wrong: an unsupported URL scheme, an empty source (`EX_USAGE`).
  package static let usage: Int32 = 64
  /// The feed was read but is not a valid feed (`EX_DATAERR`).
  package static let dataError: Int32 = 65
  /// The file does not exist or cannot be read (`EX_NOINPUT`).
  package static let missingInput: Int32 = 66
  /// The server could not be reached or answered with an error (`EX_UNAVAILABLE`).
  package static let unavailable: Int32 = 69

  /// Creates an error.
  package init(source: String, problem: FeedProblem) {
    self.source = source
    self.problem = problem
  }

  /// The exit code for the command line: ``usage`` (64), ``dataError`` (65),
  /// ``missingInput`` (66) or ``unavailable`` (69).
  package var exitCode: Int32 { problem.exitCode }

  /// The problem in English, such as `no such file` or `HTTP 404`.
  package var message: String { problem.description }

  /// `source: message` on one line, in English, with control characters shown visibly.
  ///
  /// Both parts can hold text from the user or the feed; sanitising them keeps an escape
  /// sequence or a newline in a file name from reaching the terminal.
  package var description: String {
    "\(source): \(message)".sanitizedForTerminal
  }
}

extension String {
  /// The string made safe to quote in a one-line message: control characters shown visibly,
  /// cut to `width` columns.
  package func quotedForMessage(width: Int = 40) -> String {
    "\"" + sanitizedForTerminal.truncated(toWidth: width) + "\""
  }
}
