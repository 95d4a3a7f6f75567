import PSGDemo
import PlayerFeed

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The feed `--data` names, opened by its bytes when the name is not UTF-8 text.
///
/// The feed loader takes a path as text, which cannot hold such a name. The file is then
/// opened here, by its bytes, and the loader reads it through `/dev/fd/N` (a new open of the
/// same file each time, so `refresh` reads it again); messages name it by
/// ``CommandLineArgument/visibleText``, not by that path.
///
/// ```swift
/// let feed = try FeedArgument(CommandLineArgument(bytes: [0xFF] + Array(".json".utf8)))
/// let players = try await feed.load(with: FeedLoader())
/// // a missing file: "\xFF.json: no such file", exit code 66
/// ```
struct FeedArgument: Sendable {
  /// What the loader reads.
  let source: FeedSource
  /// The path the loader is given in place of a name that is not UTF-8, and that name shown.
  private let alias: (path: String, shownName: String)?

  /// The feed of `argument`; the embedded squad for `nil`.
  ///
  /// - Throws: ``PlayerFeed/FeedError`` for a source the loader refuses, or a name that is not
  ///   UTF-8 and cannot be opened (exit code 66).
  init(_ argument: CommandLineArgument?) throws(FeedError) {
    guard let argument else {
      source = .embedded
      alias = nil
      return
    }
    let source: FeedSource
    do throws(FeedError) {
      source = try FeedSource(argument: argument.text)
    } catch {
      throw error.namingItsSourceForAMessage
    }
    guard case .file = source, !argument.isUTF8 else {
      self.source = source
      alias = nil
      return
    }
    // Non-blocking, as the loader opens it: a FIFO must not wait here for a writer. The
    // descriptor stays open for the life of the process, for `refresh`.
    let descriptor = argument.open(flags: O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      throw FeedError(
        source: argument.visibleText.nameForMessage, problem: FeedProblem(systemError: errno))
    }
    let path = "/dev/fd/\(descriptor)"
    self.source = .file(path)
    alias = (path, argument.visibleText)
  }

  /// The players, with the file named as the user named it in errors, cut as a message cuts a
  /// name.
  func load(with loader: FeedLoader) async throws(FeedError) -> [Player] {
    do throws(FeedError) {
      return try await loader.load(source)
    } catch {
      var error = error
      if let alias, error.source == alias.path { error.source = alias.shownName }
      throw error.namingItsSourceForAMessage
    }
  }
}

extension FeedError {
  /// The error with its source named as a message names a file: cut to a line
  /// (`String.nameForMessage`), and `“”` when empty.
  var namingItsSourceForAMessage: FeedError {
    var error = self
    error.source = source.nameForMessage
    return error
  }
}
