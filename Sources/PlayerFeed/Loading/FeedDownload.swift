import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One download of a feed, with its limits applied while the bytes arrive.
///
/// `URLSession.data(for:)` hands over the body only once it is complete, so a server announcing
/// or sending a gigabyte, or a small gzip body that inflates to one, would be held in memory
/// before its size could be checked. This download counts the bytes as they come (after
/// decompression) and stops at ``FeedLoader/maximumFeedSize``; it refuses an announced
/// `Content-Length` above the limit before reading any of the body, and stops at an error status
/// without reading the body at all.
///
/// Two clocks bound it: the session's request timeout ends a download that stays idle for
/// `idleTimeout`, and a timer of its own ends the whole download at `deadline`, however steadily
/// a server drips its bytes.
///
/// ```swift
/// let outcome = await FeedDownload.run(request, idleTimeout: 10, deadline: 30)
/// // .body(data), .status(404), .tooLarge, .deadlinePassed or .failed(URLError?)
/// ```
final class FeedDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  // @unchecked: every mutable property is read and written only while `lock` is held.

  /// How a download ended.
  enum Outcome: Sendable {
    /// The whole body, within the limit.
    case body(Data)
    /// The server answered with a status other than 2xx.
    case status(Int)
    /// The body is, or was announced to be, larger than the limit.
    case tooLarge
    /// The body was sent compressed (`Content-Encoding`) and does not decompress.
    case undecodable
    /// The download was still going at the deadline.
    case deadlinePassed
    /// The transfer failed: the session's error, or `nil` when the task was cancelled.
    case failed(URLError?)
  }

  private let limit: Int
  private let lock = NSLock()
  private var received = Data()
  /// Whether the server compressed the body, and announced a body that is not empty.
  private var isCompressed = false
  private var announcesABody = true
  private var outcome: Outcome?
  private var continuation: CheckedContinuation<Outcome, Never>?
  private var task: URLSessionDataTask?

  private init(limit: Int) {
    self.limit = limit
  }

  /// Downloads `request`, ending on the first of: the body complete, an error status, the size
  /// limit, the deadline, a failure or the cancellation of the calling task.
  ///
  /// - Parameters:
  ///   - idleTimeout: Seconds the server may stay silent, before answering or between bytes.
  ///   - deadline: Seconds the whole download may take.
  ///   - limit: The most bytes of body accepted.
  static func run(
    _ request: URLRequest, idleTimeout: TimeInterval, deadline: TimeInterval,
    limit: Int = FeedLoader.maximumFeedSize
  ) async -> Outcome {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = idleTimeout
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    var request = request
    request.timeoutInterval = idleTimeout

    let download = FeedDownload(limit: limit)
    let session = URLSession(configuration: configuration, delegate: download, delegateQueue: nil)
    defer {
      // The session keeps its delegate until it is invalidated, which also cancels what is left.
      // Off this thread: see `detached(_:)`.
      detached { session.invalidateAndCancel() }
    }
    let task = session.dataTask(with: request)

    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        download.start(task, deadline: deadline, continuation: continuation)
      }
    } onCancel: {
      download.finish(.failed(nil))
    }
  }

  private func start(
    _ task: URLSessionDataTask, deadline: TimeInterval,
    continuation: CheckedContinuation<Outcome, Never>
  ) {
    lock.lock()
    if let outcome {
      // Cancelled before it started.
      lock.unlock()
      continuation.resume(returning: outcome)
      return
    }
    self.continuation = continuation
    self.task = task
    lock.unlock()
    DispatchQueue.global().asyncAfter(deadline: .now() + deadline) { [weak self] in
      self?.finish(.deadlinePassed)
    }
    Self.detached { task.resume() }
  }

  /// Ends the download with `result` unless it has already ended: the first outcome wins, the
  /// caller resumes exactly once and the transfer stops.
  private func finish(_ result: Outcome) {
    lock.lock()
    guard outcome == nil else {
      lock.unlock()
      return
    }
    outcome = result
    let continuation = self.continuation
    let task = self.task
    self.continuation = nil
    received = Data()
    lock.unlock()
    continuation?.resume(returning: result)
    if let task { Self.detached { task.cancel() } }
  }

  /// Runs `work` on another thread. The session's `resume`, `cancel` and `invalidateAndCancel`
  /// wait for its internal queue, which swift-corelibs-foundation can hold for a long time (a
  /// redirection with a large body), and the deadline must end the download regardless.
  private static func detached(_ work: @escaping @Sendable () -> Void) {
    DispatchQueue.global().async(execute: work)
  }

  // MARK: URLSessionDataDelegate

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    if let http = response as? HTTPURLResponse, !(200...299).contains(http.statusCode) {
      finish(.status(http.statusCode))
      completionHandler(.cancel)
    } else if response.expectedContentLength > Int64(limit) {
      finish(.tooLarge)
      completionHandler(.cancel)
    } else {
      let encoding = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Encoding")
      lock.lock()
      isCompressed = encoding.map { !["", "identity"].contains($0.lowercased()) } ?? false
      announcesABody = response.expectedContentLength != 0
      lock.unlock()
      completionHandler(.allow)
    }
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    lock.lock()
    guard outcome == nil else {
      lock.unlock()
      return
    }
    let fits = data.count <= limit - received.count
    if fits { received.append(data) }
    lock.unlock()
    if !fits { finish(.tooLarge) }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    lock.lock()
    let body = received
    let isCompressed = self.isCompressed
    let announcesABody = self.announcesABody
    lock.unlock()
    let urlError = error as? URLError
    // The inflater's failures reach here as an unknown error, or as a body that ends up empty
    // (a gzip header and nothing after it): with a compressed answer, both mean a broken body.
    if isCompressed,
      error == nil
        ? body.isEmpty && announcesABody
        : urlError?.code == .unknown
          || urlError?.code == .cannotDecodeContentData || urlError?.code == .cannotDecodeRawData
    {
      finish(.undecodable)
    } else if error != nil {
      // Foundation's description of an error it has no words for is its domain and code
      // (`NSURLErrorDomain error -1000`): the problem is worded from the code instead.
      finish(.failed(urlError ?? URLError(.unknown)))
    } else {
      finish(.body(body))
    }
  }
}

extension FeedProblem {
  /// Why a download failed, in words: each `URLError` code the downloader gives is one of the
  /// problems people know (connection refused, host not found, timed out…), and a code none
  /// words is named by its number, never by Foundation's `NSURLErrorDomain error -1000`.
  ///
  /// ```swift
  /// FeedProblem(downloadFailure: URLError(.cannotConnectToHost), timeout: .seconds(10))
  /// // .connectionRefused: "connection refused"
  /// FeedProblem(downloadFailure: URLError(.badURL), timeout: .seconds(10))
  /// // .urlNotAccepted, as for http://[::1]:8080/
  /// ```
  ///
  /// - Parameters:
  ///   - error: The session's error; `nil` when the download was cancelled.
  ///   - timeout: The silence the download was allowed, for ``timedOut(after:)``.
  package init(downloadFailure error: URLError?, timeout: Duration) {
    guard let error else {
      self = .downloadCancelled
      return
    }
    switch error.code {
    case .timedOut: self = .timedOut(after: timeout)
    case .cannotConnectToHost: self = .connectionRefused
    case .cannotFindHost, .dnsLookupFailed: self = .hostNotFound
    case .notConnectedToInternet, .networkConnectionLost, .cannotLoadFromNetwork:
      self = .networkUnreachable
    case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
      .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot,
      .clientCertificateRejected, .clientCertificateRequired:
      self = .secureConnectionFailed
    case .badServerResponse, .cannotParseResponse: self = .badServerResponse
    case .badURL, .unsupportedURL: self = .urlNotAccepted
    case .httpTooManyRedirects, .redirectToNonExistentLocation: self = .redirectFailed
    case .userAuthenticationRequired, .userCancelledAuthentication: self = .httpStatus(401)
    case .dataLengthExceedsMaximum: self = .tooLarge
    case .cannotDecodeRawData, .cannotDecodeContentData: self = .undecodableBody
    case .cancelled: self = .downloadCancelled
    default: self = .downloadFailed(urlErrorCode: error.code.rawValue)
    }
  }
}
