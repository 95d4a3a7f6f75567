import Foundation
import Testing

@testable import DemoCommandLine

/// `$/cancelRequest`: which messages name a request to cancel, what a cancel does to the
/// request at work and to one not yet started, and the `status` notifications around work.
@MainActor
@Suite struct RPCCancellationTests {
  @Test func onlyACancelNotificationNamesAnID() {
    func id(_ message: String) -> RPCRequest.ID? {
      RPCCancellation.cancelledID(in: Array(message.utf8))
    }
    #expect(id(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":7}}"#) == .int(7))
    #expect(
      id(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":"a"}}"#) == .string("a"))
    // As a writer that escapes `/` writes it.
    #expect(id(#"{"jsonrpc":"2.0","method":"$\/cancelRequest","params":{"id":3}}"#) == .int(3))
    // A request of that name is no notification; other methods and ids of no kind name none.
    #expect(id(#"{"jsonrpc":"2.0","id":1,"method":"$/cancelRequest","params":{"id":7}}"#) == nil)
    #expect(id(#"{"jsonrpc":"2.0","method":"command","params":{"line":"$/cancelRequest"}}"#) == nil)
    #expect(id(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":[7]}}"#) == nil)
    // Hostile: nested past the parser's limit, or not JSON at all; neither traps.
    let deep = String(repeating: "[", count: 4000) + #""$/cancelRequest""#
    #expect(id(deep) == nil)
    #expect(id("$/cancelRequest {") == nil)
  }

  @Test func aCancelStopsTheRequestAtWorkOrTheOneNotYetStarted() {
    let cancellation = RPCCancellation()
    let cancelled = Flag()
    cancellation.begin(.int(1)) { cancelled.set() }
    cancellation.cancel(.int(2))
    #expect(!cancelled.isSet)
    cancellation.cancel(.int(1))
    #expect(cancelled.isSet)
    cancellation.end()
    // Id 2's cancel came before its request started: it is cancelled as it starts.
    let second = Flag()
    #expect(cancellation.begin(.int(2)) { second.set() })
    #expect(second.isSet)
    #expect(!cancellation.begin(.int(3)) {})
  }

  @Test func aCommandCancelledBeforeItStartsIsAnsweredWithoutRunning() async throws {
    let server = RPCSession(options: try DemoOptions(parsing: []), source: try FeedArgument(nil))
    _ = await server.answer(
      .message(Array(#"{"jsonrpc":"2.0","id":0,"method":"initialize"}"#.utf8)))
    server.cancellation.cancel(.int(5))
    let search = #"{"jsonrpc":"2.0","id":5,"method":"command","params":{"line":"search mba"}}"#
    let reply = try #require(await server.answer(.message(Array(search.utf8))))
    let text = DemoRunner.rpcText(reply)
    #expect(text.contains(#""code":-32800"#) && text.contains(#""id":5"#), "\(text)")
    let screen = #"{"jsonrpc":"2.0","id":6,"method":"screen"}"#
    let shown = DemoRunner.rpcText(try #require(await server.answer(.message(Array(screen.utf8)))))
    #expect(shown.contains(#""address":"players""#), "\(shown.prefix(200))")
  }

  @Test func aRefreshIsBusyThenIdleAroundItsWork() async throws {
    let server = RPCSession(options: try DemoOptions(parsing: []), source: try FeedArgument(nil))
    var written: [String] = []
    server.notify = { written.append(DemoRunner.rpcText($0)) }
    _ = await server.answer(
      .message(Array(#"{"jsonrpc":"2.0","id":0,"method":"initialize"}"#.utf8)))
    let search = #"{"jsonrpc":"2.0","id":"r","method":"command","params":{"line":"search mba"}}"#
    _ = await server.answer(.message(Array(search.utf8)))
    #expect(written == [])
    let refresh = #"{"jsonrpc":"2.0","id":"r","method":"perform","params":{"action":"refresh"}}"#
    let reply = DemoRunner.rpcText(try #require(await server.answer(.message(Array(refresh.utf8)))))
    #expect(reply.contains(#""result""#))
    #expect(
      written == [
        #"{"jsonrpc":"2.0","method":"status","params":{"request":"r","state":"busy"}}"# + "\n",
        #"{"jsonrpc":"2.0","method":"status","params":{"request":"r","state":"idle"}}"# + "\n",
      ])
  }
}

/// A flag a `@Sendable` closure sets.
private final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  var isSet: Bool { lock.withLock { value } }
  func set() { lock.withLock { value = true } }
}
