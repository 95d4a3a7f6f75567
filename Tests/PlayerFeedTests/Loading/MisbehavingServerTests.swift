import Foundation
import PlayerFeed
import TestSupport
import Testing

/// The loader against servers that misbehave: every case ends with one ``FeedError`` and its
/// exit code, within the limits, and none holds more than the size limit in memory.
///
/// No test measures time: a timeout or a deadline proves itself by the error it gives, and the
/// loaders' own limits are short so that a run stays quick.
@Suite(.tags(.slow), .skippedInFastLoop) struct MisbehavingServerTests {
  static let tooLarge = "the feed is larger than 16 MiB"

  @Test func aServerThatDripsItsBodyStopsAtTheDeadline() async throws {
    var dripping = LocalHTTPServer.Response.ok(FeedText.feed(FeedText.player()))
    dripping.drip = .milliseconds(50)
    let server = try LocalHTTPServer(responses: [dripping])
    let error = await loadError(server, timeout: .seconds(30), deadline: .seconds(1))
    #expect(error?.message == "the download took longer than 1 s")
    #expect(error?.exitCode == 69)
  }

  @Test func anAnnouncedBodyOverTheLimitIsRefusedBeforeItIsRead() async throws {
    var announced = LocalHTTPServer.Response.ok(FeedText.feed())
    announced.length = .announced(1 << 30)
    let server = try LocalHTTPServer(responses: [announced])
    let error = await loadError(server)
    #expect(error?.message == Self.tooLarge)
    #expect(error?.exitCode == 65)
  }

  @Test func aBodyOverTheLimitStopsAtTheLimit() async throws {
    // 1 GiB, sent in 1 MiB pieces with no length announced: only reading can tell.
    var huge = LocalHTTPServer.Response.ok(Data(repeating: 0x20, count: 1 << 20))
    huge.repetitions = 1 << 10
    huge.length = .omitted
    let server = try LocalHTTPServer(responses: [huge])
    let error = await loadError(server)
    #expect(error?.message == Self.tooLarge)
    #expect(error?.exitCode == 65)
  }

  @Test func aGzipBombStopsAtTheLimit() async throws {
    var bomb = LocalHTTPServer.Response.ok(GzipBody.bomb(inflatingTo: 32 << 20))
    bomb.headers = ["Content-Encoding: gzip"]
    let server = try LocalHTTPServer(responses: [bomb])
    let error = await loadError(server)
    #expect(error?.message == Self.tooLarge)
    #expect(error?.exitCode == 65)
  }

  @Test func aGzipFeedIsInflated() async throws {
    let feed = FeedText.feed(
      FeedText.player(), FeedText.player(["id": "2", "name": #""Sergio RICO""#]))
    var compressed = LocalHTTPServer.Response.ok(GzipBody.compressing(Array(feed.utf8)))
    compressed.headers = ["Content-Encoding: gzip"]
    let server = try LocalHTTPServer(responses: [compressed])
    let players = try await FeedLoader(timeout: .seconds(30)).load(.url(server.url()))
    #expect(players.map(\.name) == ["Keylor NAVAS", "Sergio RICO"])
  }

  @Test(arguments: [GzipBody.broken, GzipBody.headerOnly])
  func aBrokenGzipBodyIsADataError(_ body: Data) async throws {
    var broken = LocalHTTPServer.Response.ok(body)
    broken.headers = ["Content-Encoding: gzip"]
    let server = try LocalHTTPServer(responses: [broken])
    let error = await loadError(server)
    #expect(error?.message == "the compressed body cannot be decompressed")
    #expect(error?.exitCode == 65)
  }

  @Test func aBodyShorterThanAnnouncedIsUnavailable() async throws {
    var short = LocalHTTPServer.Response.ok(FeedText.feed(FeedText.player()))
    short.length = .announced(100_000)
    let server = try LocalHTTPServer(responses: [short])
    let error = await loadError(server)
    #expect(error?.exitCode == 69, "\(String(describing: error))")
  }

  @Test func aBodyLongerThanAnnouncedIsCutAndFailsToDecode() async throws {
    var long = LocalHTTPServer.Response.ok(FeedText.feed(FeedText.player()))
    long.length = .announced(20)
    let server = try LocalHTTPServer(responses: [long])
    let error = await loadError(server)
    #expect(error?.message.hasPrefix("not valid JSON") == true, "\(String(describing: error))")
    #expect(error?.exitCode == 65)
  }

  @Test func aResetConnectionIsUnavailable() async throws {
    var reset = LocalHTTPServer.Response.ok(FeedText.feed(FeedText.player()))
    reset.length = .announced(100_000)
    reset.endsWithReset = true
    let server = try LocalHTTPServer(responses: [reset])
    let error = await loadError(server)
    #expect(error?.exitCode == 69, "\(String(describing: error))")
  }

  @Test(arguments: [
    (400, "Bad Request"), (403, "Forbidden"), (500, "Internal Server Error"),
    (503, "Service Unavailable"),
  ])
  func anErrorStatusIsUnavailableWhateverTheBody(_ status: Int, _ reason: String) async throws {
    var failing = LocalHTTPServer.Response(
      status: status, reason: reason, body: Data(repeating: 0x41, count: 1 << 20))
    failing.repetitions = 32
    let server = try LocalHTTPServer(responses: [failing])
    let error = await loadError(server)
    #expect(error?.message == "HTTP \(status)")
    #expect(error?.exitCode == 69)
  }

  @Test func aRedirectionIsFollowed() async throws {
    // The body stays small: swift-corelibs-foundation can stall on a redirection with a large
    // body, which only the deadline ends.
    var moved = LocalHTTPServer.Response(status: 302, reason: "Found", body: Data("moved".utf8))
    moved.headers = ["Location: /elsewhere.json"]
    let server = try LocalHTTPServer(responses: [moved, .ok(FeedText.feed(FeedText.player()))])
    let players = try await FeedLoader(timeout: .seconds(30)).load(.url(server.url()))
    #expect(players.map(\.name) == ["Keylor NAVAS"])
  }

  @Test func anEmptyAnswerIsAnEmptyFeed() async throws {
    let server = try LocalHTTPServer(responses: [.ok("")])
    let error = await loadError(server)
    #expect(error?.message == "the feed is empty")
    #expect(error?.exitCode == 65)
  }

  // MARK: Helpers

  private func loadError(
    _ server: LocalHTTPServer, timeout: Duration = .seconds(30), deadline: Duration = .seconds(60)
  ) async -> FeedError? {
    do {
      let players = try await FeedLoader(timeout: timeout, deadline: deadline)
        .load(.url(server.url()))
      Issue.record("expected an error, loaded \(players.count) players")
      return nil
    } catch {
      #expect(error.source == server.url().absoluteString)
      return error
    }
  }
}
