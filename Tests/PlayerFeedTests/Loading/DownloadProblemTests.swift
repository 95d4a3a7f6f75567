import Foundation
import PlayerFeed
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A failed download is a problem in words, never Foundation's `NSURLErrorDomain error N`.
@Suite struct DownloadProblemTests {
  @Test(arguments: [
    (URLError.Code.cannotConnectToHost, FeedProblem.connectionRefused),
    (.cannotFindHost, .hostNotFound), (.dnsLookupFailed, .hostNotFound),
    (.timedOut, .timedOut(after: .seconds(10))), (.notConnectedToInternet, .networkUnreachable),
    (.serverCertificateUntrusted, .secureConnectionFailed), (.badURL, .urlNotAccepted),
    (.httpTooManyRedirects, .redirectFailed), (.cannotParseResponse, .badServerResponse),
    (.cancelled, .downloadCancelled), (.fileDoesNotExist, .downloadFailed(urlErrorCode: -1100)),
  ])
  func eachCodeIsAProblem(code: URLError.Code, problem: FeedProblem) {
    let found = FeedProblem(downloadFailure: URLError(code), timeout: .seconds(10))
    #expect(found == problem)
    #expect(!found.description.contains("NSURLErrorDomain"))
  }

  @Test func aCancelledDownloadIsSaid() {
    #expect(FeedProblem(downloadFailure: nil, timeout: .seconds(1)) == .downloadCancelled)
    #expect(
      FeedProblem.downloadFailed(urlErrorCode: -1100).description
        == "the download failed (URL error -1100)")
  }
}
