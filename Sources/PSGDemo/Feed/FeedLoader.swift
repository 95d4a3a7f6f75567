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
/// | the feed is larger than ``maximumFeedSize`` | `the feed is larger than 16 MiB` | 65 |
/// | the server answers with a status other than 2xx | `HTTP 404` | 69 |
/// | the server cannot be reached in time | `connection refused`, `timed out after 10 s`… | 69 |
/// | the feed is not in the feed's format | see ``FeedDecoder`` | 65 |
///
/// ```swift
/// let players = try await FeedLoader().load(.file("psgPlayers.json"))
/// ```
public struct FeedLoader: Sendable {
  /// The largest feed accepted, 16 MiB: far more than a squad needs, small enough that a wrong
  /// path such as `/dev/zero` cannot fill the memory.
  public static let maximumFeedSize = 16 << 20

  /// How long a URL may take to answer, and to arrive completely.
  public var timeout: Duration

  /// Creates a loader.
  ///
  /// - Parameter timeout: How long a URL may take, for the request and for the whole download.
  public init(timeout: Duration = .seconds(10)) {
    self.timeout = timeout
  }

  /// The players of `source`, in feed order.
  ///
  /// - Throws: A ``FeedError`` naming the source and the problem.
  public func load(_ source: FeedSource) async throws(FeedError) -> [Player] {
    switch source {
    case .embedded:
      return Squad.paris2021
    case .file(let path):
      let data = try FeedFile.read(path)
      return try FeedDecoder.decode(data, source: path)
    case .url(let url):
      let data = try await download(url)
      return try FeedDecoder.decode(data, source: url.absoluteString)
    }
  }

  private func download(_ url: URL) async throws(FeedError) -> Data {
    let source = url.absoluteString
    func unavailable(_ message: String) -> FeedError {
      FeedError(source: source, message: message, exitCode: FeedError.unavailable)
    }
    let seconds = timeoutSeconds
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = seconds
    configuration.timeoutIntervalForResource = seconds
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    let session = URLSession(configuration: configuration)
    defer { session.finishTasksAndInvalidate() }

    var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData)
    request.timeoutInterval = seconds
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.data(for: request)
    } catch {
      throw unavailable(reason(for: error))
    }
    if let http = response as? HTTPURLResponse, !(200...299).contains(http.statusCode) {
      throw unavailable("HTTP \(http.statusCode)")
    }
    guard data.count <= Self.maximumFeedSize else {
      throw FeedError(
        source: source, message: FeedFile.tooLargeMessage, exitCode: FeedError.dataError)
    }
    return data
  }

  private var timeoutSeconds: TimeInterval {
    let (seconds, attoseconds) = timeout.components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }

  /// Why a download failed, in a few words.
  private func reason(for error: any Error) -> String {
    guard let urlError = error as? URLError else {
      return "cannot download the feed: \(error.localizedDescription)"
    }
    switch urlError.code {
    case .timedOut: return "timed out after \(timeout.formattedForMessage)"
    case .cannotConnectToHost: return "connection refused"
    case .cannotFindHost, .dnsLookupFailed: return "cannot find the host"
    case .notConnectedToInternet, .networkConnectionLost: return "the network is unreachable"
    case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
      .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
      return "secure connection failed"
    case .badServerResponse: return "the server's answer is not valid HTTP"
    default: return "cannot download the feed: \(urlError.localizedDescription)"
    }
  }
}

extension Duration {
  /// The duration in seconds for a message: `"10 s"`, `"0.5 s"`.
  fileprivate var formattedForMessage: String {
    let (seconds, attoseconds) = components
    guard attoseconds != 0 else { return "\(seconds) s" }
    let value = Double(seconds) + Double(attoseconds) / 1e18
    return "\((value * 1000).rounded() / 1000) s"
  }
}
