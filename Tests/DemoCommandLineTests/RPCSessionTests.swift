import Foundation
import Testing

@testable import DemoCommandLine

/// The JSON-RPC server's answers, message by message: the lifecycle, each method, each kind
/// of error, ids and batches, as a client reads them (the JSON written).
@MainActor
@Suite struct RPCSessionTests {
  /// A server on the embedded squad.
  private func server(_ arguments: [String] = []) throws -> RPCSession {
    let options = try DemoOptions(parsing: arguments)
    return RPCSession(options: options, source: try FeedArgument(nil))
  }

  /// The reply to `message` as JSON values; `nil` when there is none.
  private func send(_ server: RPCSession, _ message: String) async throws -> Any? {
    guard let reply = await server.answer(.message(Array(message.utf8))) else { return nil }
    let text = DemoRunner.rpcText(reply)
    #expect(text.hasSuffix("\n") && !text.dropLast().contains("\n"))
    return try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
  }

  /// The reply to a request of `method` with `params` and `id`, as an object.
  private func call(
    _ server: RPCSession, _ method: String, _ params: String? = nil, id: String = "1"
  ) async throws -> [String: Any] {
    let members =
      [#""jsonrpc":"2.0""#, #""id":\#(id)"#, #""method":"\#(method)""#]
      + (params.map { [#""params":\#($0)"#] } ?? [])
    let reply = try await send(server, "{" + members.joined(separator: ",") + "}")
    return try #require(reply as? [String: Any])
  }

  private func initialized(_ arguments: [String] = [], params: String = "{}") async throws
    -> RPCSession
  {
    let server = try server(arguments)
    let reply = try await call(server, "initialize", params)
    try #require(reply["result"] != nil, "\(reply)")
    return server
  }

  private func errorCode(_ reply: [String: Any]) -> Int? {
    (reply["error"] as? [String: Any])?["code"] as? Int
  }

  /// The stream's error fields, in `data`.
  private func data(_ reply: [String: Any]) -> [String: Any] {
    ((reply["error"] as? [String: Any])?["data"] as? [String: Any]) ?? [:]
  }

  private func result(_ reply: [String: Any]) -> [String: Any] {
    (reply["result"] as? [String: Any]) ?? [:]
  }

  private func scene(_ reply: [String: Any]) -> String? {
    (result(reply)["screen"] as? [String: Any])?["scene"] as? String
  }

  @Test func aRequestBeforeInitializeIsServerNotInitialized() async throws {
    let server = try server()
    let reply = try await call(server, "screen", id: #""early""#)
    #expect(errorCode(reply) == -32002)
    #expect(reply["id"] as? String == "early")
    #expect(data(reply)["code"] as? String == "notInitialized")
    // A notification gets no reply, even refused.
    #expect(try await send(server, #"{"jsonrpc":"2.0","method":"screen"}"#) == nil)
  }

  @Test func initializeAnswersTheVersionTheCapabilitiesAndTheFirstScreen() async throws {
    let server = try server()
    let reply = try await call(
      server, "initialize",
      #"{"clientName":"test","protocolVersions":[3,1],"language":"en","width":60,"rows":5}"#)
    let answer = result(reply)
    #expect(answer["protocolVersion"] as? Int == 1)
    #expect(answer["appVersion"] as? String == DemoHelp.version)
    let capabilities = answer["capabilities"] as? [String: Any]
    #expect(
      capabilities?["methods"] as? [String]
        == ["initialize", "shutdown", "command", "perform", "goto", "screen", "inspect"])
    #expect(answer["address"] as? String == "players")
    #expect(scene(reply) == "players")
    #expect(try await send(server, #"{"jsonrpc":"2.0","method":"initialized"}"#) == nil)
    let again = try await call(server, "initialize", id: "2")
    #expect(errorCode(again) == -32600)
    #expect(data(again)["code"] as? String == "alreadyInitialized")
  }

  /// Each param is checked: its type, its range, its values; a refused initialize leaves
  /// the server waiting for a good one.
  @Test func initializeChecksItsParams() async throws {
    let server = try server()
    let cases: [(String, String, String)] = [
      (#"{"language":"de"}"#, "invalidParams", "language"),
      (#"{"width":5}"#, "invalidParams", "width"),
      (#"{"rows":0}"#, "invalidParams", "rows"),
      (#"{"rows":"five"}"#, "invalidParams", "rows"),
      (#"{"protocolVersions":"1"}"#, "invalidParams", "protocolVersions"),
      (#"{"protocolVersions":[2]}"#, "unsupportedProtocolVersion", "protocolVersions"),
      (
        #"{"clientName":"\#(String(repeating: "x", count: 257))"}"#, "invalidParams",
        "clientName"
      ),
    ]
    for (params, code, parameter) in cases {
      let reply = try await call(server, "initialize", params)
      #expect(errorCode(reply) == -32602, "\(params)")
      #expect(data(reply)["code"] as? String == code, "\(params)")
      let details = data(reply)["details"] as? [String: Any]
      #expect(details?["parameter"] as? String == parameter, "\(params)")
    }
    #expect(result(try await call(server, "initialize"))["protocolVersion"] as? Int == 1)
  }

  @Test func commandRunsALineAsLineModeDoesInEitherLanguage() async throws {
    let server = try await initialized()
    let search = try await call(server, "command", #"{"line":"search mba"}"#)
    #expect(result(search)["address"] as? String == "players?search=mba")
    let french = try await call(server, "command", #"{"line":"ouvrir 1"}"#)
    #expect(result(french)["address"] as? String == "players?search=mba/player/id/32")
    let help = try await call(server, "command", #"{"line":"help"}"#)
    #expect(scene(help) == "help")
    let unknown = try await call(server, "command", #"{"line":"fly"}"#)
    #expect(errorCode(unknown) == -32000)
    #expect(data(unknown)["code"] as? String == "unknownCommand")
    #expect((data(unknown)["details"] as? [String: Any])?["line"] as? String == "fly")
    // The refused command changed nothing.
    #expect(scene(try await call(server, "screen")) == "player")
  }

  @Test func performRunsAnActionByItsKeyWithATypedArgument() async throws {
    let server = try await initialized(params: #"{"language":"fr"}"#)
    let filter = try await call(server, "perform", #"{"action":"filter"}"#)
    #expect(scene(filter) == "filters")
    let chosen = try await call(server, "perform", #"{"action":"choose","argument":"2"}"#)
    #expect(result(chosen)["address"] as? String == "players?filter=goalkeepers")
    let open = try await call(server, "perform", #"{"action":"open","argument":1}"#)
    #expect(scene(open) == "player")
    let back = try await call(server, "perform", #"{"action":"back"}"#)
    #expect(scene(back) == "players")

    let unknown = try await call(server, "perform", #"{"action":"fly"}"#)
    #expect(data(unknown)["code"] as? String == "unknownCommand")
    // A word typed in line mode, in either language, names its action's key.
    let word = try await call(server, "perform", #"{"action":"ouvrir","argument":1}"#)
    #expect(errorCode(word) == -32602)
    let details = data(word)["details"] as? [String: Any]
    #expect(details?["parameter"] as? String == "action" && details?["key"] as? String == "open")
    let noRow = try await call(server, "perform", #"{"action":"open","argument":99}"#)
    #expect(errorCode(noRow) == -32000)
    #expect(data(noRow)["code"] as? String == "noRow")
    let extra = try await call(server, "perform", #"{"action":"clear","argument":"x"}"#)
    #expect(errorCode(extra) == -32602)
    let missing = try await call(server, "perform", #"{"argument":"x"}"#)
    #expect(errorCode(missing) == -32602)
    #expect((data(missing)["details"] as? [String: Any])?["parameter"] as? String == "action")
  }

  @Test func gotoOpensAnAddressOrRefusesIt() async throws {
    let server = try await initialized()
    let scorers = try await call(server, "goto", #"{"address":"scorers/player/id/32"}"#)
    #expect(result(scorers)["address"] as? String == "scorers/player/id/32")
    let refused = try await call(server, "goto", #"{"address":"nowhere"}"#)
    #expect(errorCode(refused) == -32000)
    #expect(data(refused)["code"] as? String == "invalidRoute")
    #expect(
      result(try await call(server, "screen"))["address"] as? String == "scorers/player/id/32")
  }

  @Test func idsComeBackAsTheClientChoseThem() async throws {
    let server = try await initialized()
    #expect(try await call(server, "screen", id: #""a-1""#)["id"] as? String == "a-1")
    #expect(try await call(server, "screen", id: "42")["id"] as? Int == 42)
    #expect(try await call(server, "screen", id: "null")["id"] is NSNull)
    // An id that is neither: invalid, answered with id null.
    let bad = try await call(server, "screen", id: "true")
    #expect(errorCode(bad) == -32600)
    #expect(bad["id"] is NSNull)
  }

  @Test func aBatchIsAnsweredAsABatchInOrderWithoutItsNotifications() async throws {
    let server = try await initialized()
    let batch = try await send(
      server,
      #"[{"jsonrpc":"2.0","id":"s","method":"screen"},{"jsonrpc":"2.0","method":"screen"},"#
        + #"{"jsonrpc":"2.0","id":2,"method":"fly"},5]"#)
    let replies = try #require(batch as? [[String: Any]])
    #expect(replies.count == 3)
    #expect(replies[0]["id"] as? String == "s")
    #expect(errorCode(replies[1]) == -32601)
    #expect(replies[1]["id"] as? Int == 2)
    #expect(errorCode(replies[2]) == -32600)
    #expect(
      try await send(server, #"[{"jsonrpc":"2.0","method":"initialized"}]"#) == nil)
    let empty = try #require(try await send(server, "[]") as? [String: Any])
    #expect(errorCode(empty) == -32600)
    #expect(data(empty)["code"] as? String == "emptyBatch")
  }

  /// Each fault is its error, with id null where none could be read; the session goes on.
  @Test func everyFaultIsAJSONRPCErrorAndTheSessionGoesOn() async throws {
    let server = try await initialized()
    let faults: [(RPCFraming.Message, Int, String)] = [
      (.message([0x7B, 0xFF, 0x7D]), -32700, "notUTF8"),
      (.message(Array("{\"jsonrpc\":".utf8)), -32700, "notJSON"),
      (.message(Array(repeating: UInt8(ascii: "["), count: 600)), -32700, "tooDeep"),
      (.tooLong(byteCount: 5_000_000), -32600, "messageTooLong"),
      (.badHeader("no Content-Length header"), -32700, "badHeader"),
    ]
    for (message, code, name) in faults {
      let reply = try #require(await server.answer(message))
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(DemoRunner.rpcText(reply).utf8))
          as? [String: Any])
      #expect(errorCode(object) == code, "\(name)")
      #expect(data(object)["code"] as? String == name)
      #expect(object["id"] is NSNull)
    }
    let noVersion = try #require(
      try await send(server, #"{"id":3,"method":"screen"}"#) as? [String: Any])
    #expect(errorCode(noVersion) == -32600)
    #expect(noVersion["id"] as? Int == 3)
    #expect(errorCode(try await call(server, "fly")) == -32601)
    #expect(errorCode(try await call(server, "command", #"["search"]"#)) == -32602)
    #expect(errorCode(try await call(server, "command", #"{"line":7}"#)) == -32602)
    #expect(scene(try await call(server, "screen")) == "players")
  }

  @Test func shutdownThenExitEndsWithZeroAndExitAloneWithOne() async throws {
    let server = try await initialized()
    #expect(try await call(server, "shutdown").keys.contains("result"))
    let after = try await call(server, "screen", id: "9")
    #expect(errorCode(after) == -32600)
    #expect(data(after)["code"] as? String == "shutDown")
    #expect(server.exitStatus == nil)
    #expect(try await send(server, #"{"jsonrpc":"2.0","method":"exit"}"#) == nil)
    #expect(server.exitStatus == 0)

    let abrupt = try await initialized()
    _ = try await send(abrupt, #"{"jsonrpc":"2.0","method":"exit"}"#)
    #expect(abrupt.exitStatus == 1)
    #expect(try self.server().statusAtEnd == 1)
  }

  /// `quit` typed shuts the session down as `shutdown` does.
  @Test func quitTypedShutsTheSessionDown() async throws {
    let server = try await initialized()
    #expect(scene(try await call(server, "command", #"{"line":"quit"}"#)) == "players")
    #expect(server.statusAtEnd == 0)
    #expect(errorCode(try await call(server, "screen")) == -32600)
  }
}
