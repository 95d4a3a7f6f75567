import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Loads the players from a ``FeedSource``: the embedded squad, a file or an `http(s)` URL.
///
/// Every failure is one ``FeedError`` that names the source and the problem:
///
/// | problem | message | exit code |
/// | --- | --- | --- |
/// | the file does not exist | `no such file` | 66 |
/// | the path is a directory | `is a directory, not a file` | 66 |
/// | the file cannot be read | `permission denied`, or the system's reason | 66 |
/// | the file's name is not UTF-8 text | `cannot open a file whose name is not UTF-8…` | 66 |
/// | the path is a FIFO no program writes to | `a FIFO with no writer: nothing to read` | 66 |
/// | a pipe or a device stays silent for ``timeout`` | `no data for 10 s` | 66 |
/// | a pipe or a device has not ended at ``deadline`` | `reading took longer than 30 s` | 66 |
/// | the feed is larger than ``maximumFeedSize`` | `the feed is larger than 16 MiB` | 65 |
/// | a compressed answer does not decompress | `the compressed body cannot be decompressed` | 65 |
/// | the server answers with a status other than 2xx | `HTTP 404` | 69 |
/// | the server stays silent for ``timeout`` | `timed out after 10 s` | 69 |
/// | the download is not over at ``deadline`` | `the download took longer than 30 s` | 69 |
/// | the server cannot be reached | `connection refused`, `cannot find the host`… | 69 |
/// | the feed is not in the feed's format | see ``FeedDecoder`` | 65 |
/// | two players share an id | `players 1 ("…") and 3 ("…") have the same id 1` | 65 |
///
/// A file is read on a Dispatch thread, not on the threads tasks share, so a silent pipe
/// never holds one of them. The limits are applied while the feed arrives, not once it is in
/// memory: reading stops at the byte past ``maximumFeedSize`` (counted after decompression for
/// a gzip answer), and a server that announces a larger body is refused before any of it is
/// read.
///
/// ```swift
/// let players = try await FeedLoader().load(.file("psgPlayers.json"))
/// let slowNetwork = FeedLoader(timeout: .seconds(20), deadline: .seconds(60))
/// ```
package struct FeedLoader: Sendable {
  /// The largest feed accepted, 16 MiB: far more than a squad needs, small enough that a wrong
  /// path such as `/dev/zero` cannot fill the memory.
  package static let maximumFeedSize = 16 << 20

  /// How long a server, a pipe or a device may stay silent: before it answers, and between two
  /// parts of the feed.
  package var timeout: Duration

  /// How long a whole download, or reading a whole pipe or device, may take, however steadily
  /// the bytes arrive.
  package var deadline: Duration

  /// Creates a loader.
  ///
  /// - Parameters:
  ///   - timeout: How long the source may stay silent (10 s by default).
  ///   - deadline: How long reading a whole URL, pipe or device may take (30 s by default).
  package init(timeout: Duration = .seconds(10), deadline: Duration = .seconds(30)) {
    self.timeout = timeout
    self.deadline = deadline
  }

  /// The players of `source`, in feed order.
  ///
  /// - Throws: A ``FeedError`` naming the source and the problem.
  package func load(_ source: FeedSource) async throws(FeedError) -> [Player] {
    // The feed's bytes are a temporary, gone once decoded: the id check's table (4 MiB for
    // the largest feed) never joins them and the players at the load's peak.
    switch source {
    case .embedded:
      return Squad.paris2021
    case .file(let path):
      let players = try FeedDecoder.decode(try await read(path), source: path)
      return try PlayerIDCheck.requireUniqueIDs(players, source: path)
    case .url(let url):
      let players = try FeedDecoder.decode(try await download(url), source: url.absoluteString)
      return try PlayerIDCheck.requireUniqueIDs(players, source: url.absoluteString)
    }
  }

  /// The file at `path`, read on a Dispatch thread: a pipe or a device may keep the read
  /// waiting up to ``timeout`` at a time, which would hold one of the few threads every task
  /// shares.
  private func read(_ path: String) async throws(FeedError) -> Data {
    let (timeout, deadline) = (timeout, deadline)
    let result = await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(
          returning: Result { () throws(FeedError) -> Data in
            try FeedFile.read(path, timeout: timeout, deadline: deadline)
          })
      }
    }
    return try result.get()
  }

  private func download(_ url: URL) async throws(FeedError) -> Data {
    let source = url.absoluteString
    func failure(_ problem: FeedProblem) -> FeedError {
      FeedError(source: source, problem: problem)
    }
    let request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData)
    let outcome = await FeedDownload.run(
      request, idleTimeout: timeout.secondsForURLSession,
      deadline: deadline.secondsForURLSession)
    switch outcome {
    case .body(let data):
      return data
    case .status(let status):
      throw failure(.httpStatus(status))
    case .tooLarge:
      throw failure(.tooLarge)
    case .undecodable:
      throw failure(.undecodableBody)
    case .deadlinePassed:
      throw failure(.downloadTookLongerThan(deadline))
    case .failed(let error):
      throw failure(FeedProblem(downloadFailure: error, timeout: timeout))
    }
  }
}

extension Duration {
  /// The duration in seconds for `URLSession` and Dispatch: at least 1 ms, since `URLSession`
  /// reads zero or less as "no limit", and at most about 30 years, so that a timer's
  /// nanoseconds cannot overflow.
  fileprivate var secondsForURLSession: TimeInterval {
    min(1e9, max(0.001, self / .seconds(1)))
  }

  /// The duration in seconds for a message: `"10 s"`, `"0.5 s"`.
  package var formattedForMessage: String {
    let (seconds, attoseconds) = components
    guard attoseconds != 0 else { return "\(seconds) s" }
    return "\((self / .milliseconds(1)).rounded() / 1000) s"
  }
}
