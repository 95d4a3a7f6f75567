import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What is wrong with a feed or its source, as a value: a ``FeedError`` carries it with the
/// source, and an app writes it in its language where it shows the error; ``description`` is
/// the English ``FeedError/description`` shows. Each problem has one exit code.
///
/// ```swift
/// FeedProblem.tooLarge.description   // "the feed is larger than 16 MiB"
/// FeedProblem.tooLarge.exitCode      // 65
/// ```
package enum FeedProblem: Equatable, Sendable, CustomStringConvertible {
  // MARK: The source (64)

  /// An empty `--data`.
  case emptySource
  /// A URL scheme other than `http` and `https`: the scheme, lowercased.
  case unsupportedScheme(String)
  /// An `http(s)` URL without a host, or that `URL` cannot read.
  case invalidURL
  /// A URL the downloader refuses before connecting (`URLError.badURL`): Foundation's
  /// downloader on Linux refuses an IPv6 address as the host, for one.
  case urlNotAccepted

  // MARK: The file (66)

  /// The file does not exist.
  case noSuchFile
  /// A part of the path is not a directory.
  case notADirectoryOnThePath
  /// The file may not be read.
  case permissionDenied
  /// The path is a directory.
  case isADirectory
  /// The path is longer than the system allows.
  case pathTooLong
  /// The path goes through too many symbolic links.
  case tooManySymbolicLinks
  /// Another failure of `open`, `fstat` or `read`: its `errno`.
  case unreadable(errno: Int32)
  /// The file's name reached the program with bytes that are not UTF-8 replaced.
  case nameNotUTF8
  /// A FIFO that no program writes to.
  case fifoWithoutWriter
  /// A pipe or a device silent for the loader's timeout.
  case silent(for: Duration)
  /// A pipe or a device not finished at the loader's deadline.
  case readingTookLongerThan(Duration)

  // MARK: The download (69, or 65 for its body)

  /// The server answered with a status other than 2xx.
  case httpStatus(Int)
  /// The download was not over at the loader's deadline.
  case downloadTookLongerThan(Duration)
  /// The server stayed silent for the loader's timeout.
  case timedOut(after: Duration)
  /// The server refused the connection.
  case connectionRefused
  /// The host's name cannot be found.
  case hostNotFound
  /// The network cannot be reached.
  case networkUnreachable
  /// TLS failed: a certificate or the handshake.
  case secureConnectionFailed
  /// The server's answer is not valid HTTP.
  case badServerResponse
  /// The server's redirections cannot be followed: too many, or to no location.
  case redirectFailed
  /// The download was cancelled before it ended.
  case downloadCancelled
  /// Another failure of the download: the `URLError` code, which no other case words.
  case downloadFailed(urlErrorCode: Int)
  /// A compressed answer that does not decompress.
  case undecodableBody

  // MARK: The feed (65)

  /// The feed is larger than ``FeedLoader/maximumFeedSize``.
  case tooLarge
  /// The feed holds nothing but white space.
  case emptyFeed
  /// A byte that is not part of UTF-8, and where it is.
  case notUTF8(byte: UInt8, at: FeedTextPosition)
  /// Bytes that are not JSON: where, when known, and why, when known.
  case notJSON(at: FeedTextPosition?, FeedSyntaxFault?)
  /// The top level is not an object: what it is.
  case topLevelNotAnObject(found: FeedValueKind)
  /// The top level has no `players` field.
  case noPlayersArray
  /// The `players` field is not an array: what it is.
  case playersNotAnArray(found: FeedValueKind)
  /// A player is not an object: its place in the feed, from 1, and what it is.
  case playerNotAnObject(index: Int, found: FeedValueKind)
  /// A player without one of the feed's fields.
  case missingField(FeedPlayerReference, field: String)
  /// A player's field of the wrong kind.
  case wrongField(FeedPlayerReference, field: String, expected: FeedValueType, found: FeedValueKind)
  /// A player's birth date that is not a date written dd/MM/yyyy: the text found.
  case invalidBirthDate(FeedPlayerReference, found: String)
  /// Two players share an id: the first two in feed order.
  case sharedID(FeedPlayerReference, FeedPlayerReference, id: Int)

  /// The problem for a failed `open`, `fstat` or `read` of a feed file, from its `errno`.
  package init(systemError code: Int32) {
    switch code {
    case ENOENT: self = .noSuchFile
    case ENOTDIR: self = .notADirectoryOnThePath
    case EACCES, EPERM: self = .permissionDenied
    case EISDIR: self = .isADirectory
    case ENAMETOOLONG: self = .pathTooLong
    case ELOOP: self = .tooManySymbolicLinks
    default: self = .unreadable(errno: code)
    }
  }

  /// The exit code for the command line (from `sysexits.h`): ``FeedError/usage`` (64) for the
  /// source, ``FeedError/missingInput`` (66) for the file, ``FeedError/unavailable`` (69) for
  /// the server, ``FeedError/dataError`` (65) for what was read.
  package var exitCode: Int32 {
    switch self {
    case .emptySource, .unsupportedScheme, .invalidURL, .urlNotAccepted:
      FeedError.usage
    case .noSuchFile, .notADirectoryOnThePath, .permissionDenied, .isADirectory, .pathTooLong,
      .tooManySymbolicLinks, .unreadable, .nameNotUTF8, .fifoWithoutWriter, .silent,
      .readingTookLongerThan:
      FeedError.missingInput
    case .httpStatus, .downloadTookLongerThan, .timedOut, .connectionRefused, .hostNotFound,
      .networkUnreachable, .secureConnectionFailed, .badServerResponse, .redirectFailed,
      .downloadCancelled, .downloadFailed:
      FeedError.unavailable
    case .undecodableBody, .tooLarge, .emptyFeed, .notUTF8, .notJSON, .topLevelNotAnObject,
      .noPlayersArray, .playersNotAnArray, .playerNotAnObject, .missingField, .wrongField,
      .invalidBirthDate, .sharedID:
      FeedError.dataError
    }
  }

  /// The problem in English: `the feed is larger than 16 MiB`.
  package var description: String {
    switch self {
    case .emptySource: "empty feed source"
    case .unsupportedScheme(let scheme):
      "unsupported URL scheme \(scheme.quotedForMessage(width: 20)): "
        + "use an http or https URL, or a file path"
    case .invalidURL: "not a valid URL"
    case .urlNotAccepted:
      "the downloader does not accept this URL (an IPv6 address as the host, for one): "
        + "use a host name"
    case .noSuchFile: "no such file"
    case .notADirectoryOnThePath: "no such file (a part of the path is not a directory)"
    case .permissionDenied: "permission denied"
    case .isADirectory: "is a directory, not a file"
    case .pathTooLong: "the path is too long"
    case .tooManySymbolicLinks: "too many symbolic links"
    case .unreadable(let code): "cannot read the file: " + Self.systemMessage(code)
    case .nameNotUTF8: "cannot open a file whose name is not UTF-8 text; rename the file"
    case .fifoWithoutWriter: "a FIFO with no writer: nothing to read"
    case .silent(let duration): "no data for \(duration.formattedForMessage)"
    case .readingTookLongerThan(let duration):
      "reading took longer than \(duration.formattedForMessage)"
    case .httpStatus(let status): "HTTP \(status)"
    case .downloadTookLongerThan(let duration):
      "the download took longer than \(duration.formattedForMessage)"
    case .timedOut(let duration): "timed out after \(duration.formattedForMessage)"
    case .connectionRefused: "connection refused"
    case .hostNotFound: "cannot find the host"
    case .networkUnreachable: "the network is unreachable"
    case .secureConnectionFailed: "secure connection failed"
    case .badServerResponse: "the server's answer is not valid HTTP"
    case .redirectFailed: "the server's redirections cannot be followed (too many, or to nowhere)"
    case .downloadCancelled: "the download was cancelled"
    case .downloadFailed(let code): "the download failed (URL error \(code))"
    case .undecodableBody: "the compressed body cannot be decompressed"
    case .tooLarge: "the feed is larger than \(FeedLoader.maximumFeedSize >> 20) MiB"
    case .emptyFeed: "the feed is empty"
    case .notUTF8(let byte, let position):
      "not UTF-8 text: invalid byte 0x\(String(byte, radix: 16, uppercase: true)) at \(position)"
    case .notJSON(let position?, let fault?): "not valid JSON at \(position): \(fault)"
    case .notJSON(let position?, nil): "not valid JSON at \(position)"
    case .notJSON(nil, let fault?): "not valid JSON: \(fault)"
    case .notJSON(nil, nil): "not valid JSON"
    case .topLevelNotAnObject(let found):
      #"the top level must be an object with a "players" array, found \#(found)"#
    case .noPlayersArray: #"no "players" array at the top level"#
    case .playersNotAnArray(let found): #"field "players" must be an array, found \#(found)"#
    case .playerNotAnObject(let index, let found):
      "player \(index) must be an object, found \(found)"
    case .missingField(let player, let field): "\(player): missing field \"\(field)\""
    case .wrongField(let player, let field, let expected, let found):
      "\(player): field \"\(field)\" must be \(expected), found "
        + (expected == .integer ? found.descriptionForAnInteger : found.description)
    case .invalidBirthDate(let player, let text):
      "\(player): field \"birthDate\" must be a date written dd/MM/yyyy, found "
        + text.quotedForMessage(width: 20)
    case .sharedID(let first, let second, let id):
      "players \(first.index)\(first.quotedName) and \(second.index)\(second.quotedName) "
        + "have the same id \(id)"
    }
  }

  /// The system's words for `errno`, such as `Input/output error`.
  package static func systemMessage(_ code: Int32) -> String {
    guard let message = strerror(code) else { return "error \(code)" }
    return String(cString: message)
  }
}
