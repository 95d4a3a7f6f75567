import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `psg-demo --rpc` as a client runs it: both framings, the exit statuses, option errors as
/// JSON-RPC errors, and the Python client of Docs/Examples on jsonrpcclient, every message
/// of its session checked against Docs/Protocol.schema.json.
@Suite(.tags(.process, .externalTool), .skippedInFastLoop) struct RPCTests {
  static let protocolSchema = FixtureFiles.packageRoot
    .appendingPathComponent("Docs/Protocol.schema.json")

  /// Whether python3 imports `module` (a PyPI package `.ci/run` installs).
  static func pythonImports(_ module: String) -> Bool {
    guard let python = ExternalTool.python3.path,
      let result = try? ChildProcess.runBlocking(
        python, arguments: ["-c", "import \(module)"], timeout: 120)
    else { return false }
    return result.exitCode == 0
  }

  static let jsonrpcclientIsInstalled = pythonImports("jsonrpcclient")

  /// A newline-framed request.
  static func request(_ id: Int, _ method: String, _ params: String? = nil) -> String {
    requestLine(id: "\(id)", method, params)
  }

  /// A request with a string id.
  static func request(_ id: String, _ method: String, _ params: String? = nil) -> String {
    requestLine(id: "\"\(id)\"", method, params)
  }

  /// A request whose id is `id`, as written in JSON.
  private static func requestLine(id: String, _ method: String, _ params: String?) -> String {
    #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)""#
      + (params.map { #","params":\#($0)"# } ?? "") + "}\n"
  }

  /// The replies of a newline-framed output, as objects.
  static func replies(_ output: String) throws -> [[String: Any]] {
    try output.split(separator: "\n").map {
      try #require(
        try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  @Test func aSessionEndsWithZeroAfterShutdownAndOneWithout() async throws {
    let input =
      Self.request(1, "initialize") + #"{"jsonrpc":"2.0","method":"initialized"}"# + "\n"
      + Self.request(2, "command", #"{"line":"open 7"}"#) + Self.request(3, "shutdown")
      + #"{"jsonrpc":"2.0","method":"exit"}"# + "\n" + Self.request(4, "screen")
    let result = try await DemoExecutable.run(["--rpc"], input: .pipe(input))
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    // Nothing is read after exit; no escape sequence is written.
    let replies = try Self.replies(result.standardOutput)
    #expect(replies.map { $0["id"] as? Int } == [1, 2, 3])
    #expect(!result.standardOutput.contains("\u{1B}"))
    // The end of input without shutdown: 1, as LSP's exit without shutdown.
    let abrupt = try await DemoExecutable.run(
      ["--rpc"], input: .pipe(Self.request(1, "initialize")))
    #expect(abrupt.exitCode == 1)
    #expect(try Self.replies(abrupt.standardOutput).count == 1)
  }

  /// 10,000 requests sent at once are answered in the order of their ids, one reply each, in
  /// bounded memory: the server reads a message, answers it, then reads the next.
  @Test func tenThousandPipelinedRequestsAreAnsweredInOrder() async throws {
    let count = 10_000
    var input = Self.request(0, "initialize")
    for id in 1...count {
      // Mostly a refused command, through the session as any command; a screen now and then.
      input +=
        id % 1000 == 0
        ? Self.request(id, "screen") : Self.request(id, "command", #"{"line":"fly"}"#)
    }
    input += Self.request(count + 1, "shutdown") + #"{"jsonrpc":"2.0","method":"exit"}"# + "\n"
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-rpc-pipelined-\(UUID().uuidString).jsonl")
    try Data(input.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let (result, bytes) = try await ChildProcess.runMeasuringMemory(
      try DemoExecutable.path.get(), arguments: ["--rpc"], input: .file(file.path))
    #expect(result.exitCode == 0)
    let ids = try Self.replies(result.standardOutput).map { $0["id"] as? Int }
    #expect(ids == Array(0...(count + 1)))
    if let bytes { #expect(bytes < 64 << 20, "\(bytes >> 20) MiB") }
  }

  /// LSP's framing, told from the first bytes, is answered in the same framing.
  @Test func contentLengthFramingIsAnsweredInKind() async throws {
    func framed(_ body: String) -> String { "Content-Length: \(body.utf8.count)\r\n\r\n" + body }
    let input = [
      #"{"jsonrpc":"2.0","id":"a","method":"initialize","params":{"language":"fr"}}"#,
      #"{"jsonrpc":"2.0","id":"b","method":"goto","params":{"address":"scorers"}}"#,
      #"{"jsonrpc":"2.0","id":"c","method":"shutdown"}"#, #"{"jsonrpc":"2.0","method":"exit"}"#,
    ].map(framed).joined()
    let result = try await DemoExecutable.run(["--rpc"], input: .pipe(input))
    #expect(result.exitCode == 0)
    var output = Substring(result.standardOutput)
    var ids: [String] = []
    while let header = output.range(of: "\r\n\r\n") {
      let length = try #require(
        Int(output[..<header.lowerBound].replacingOccurrences(of: "Content-Length: ", with: "")))
      let body = output[header.upperBound...].utf8.prefix(length)
      let reply = try #require(
        try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any])
      ids.append(reply["id"] as? String ?? "?")
      output = Substring(
        String(decoding: output[header.upperBound...].utf8.dropFirst(length), as: UTF8.self))
    }
    #expect(ids == ["a", "b", "c"])
    #expect(output.isEmpty)
  }

  /// The transcript of Docs/Protocol.md is what psg-demo answers today, byte for byte.
  @Test func theTranscriptOfTheProtocolPageIsReal() async throws {
    let page = try String(
      contentsOf: FixtureFiles.packageRoot.appendingPathComponent("Docs/Protocol.md"),
      encoding: .utf8)
    let lines = page.split(separator: "\n").map(String.init)
    let sent = lines.filter { $0.hasPrefix("--> ") }.map { $0.dropFirst(4) + "\n" }
    let replies = lines.filter { $0.hasPrefix("<-- ") }.map { $0.dropFirst(4) + "\n" }
    #expect(sent.count >= 5)
    let result = try await DemoExecutable.run(["--rpc"], input: .pipe(sent.joined()))
    #expect(result.exitCode == 0)
    let answered = result.standardOutput.split(separator: "\n").map { $0 + "\n" }
    #expect(answered.count == replies.count)
    for (got, written) in zip(answered, replies) {
      #expect(got == written)
    }
  }

  /// A signal that ends the server writes a last notification first, framed as the replies,
  /// once the reply to `initialize` is out.
  @Test(arguments: [(SIGTERM, "SIGTERM", false), (SIGHUP, "SIGHUP", true)])
  func aSignalEndsTheSessionWithANotification(
    signal: Int32, name: String, framesWithContentLength: Bool
  ) async throws {
    let body = #"{"jsonrpc":"2.0","id":1,"method":"initialize"}"#
    let message =
      framesWithContentLength ? "Content-Length: \(body.utf8.count)\r\n\r\n\(body)" : body + "\n"
    // Sent on a pipe that stays open, as behind a client that has more to send.
    let run = try await SignalledDemo.run(["--rpc"], input: message, signal: signal) {
      $0.contains(#""serverName":"psg-demo"}}"#)
    }
    #expect(run.signalled)
    #expect(run.result.exitCode == 128 + signal)
    let notice =
      #"{"jsonrpc":"2.0","method":"ended","params":{"signal":"\#(name)","status":\#(128 + signal)}}"#
    #expect(
      run.output.hasSuffix(
        framesWithContentLength
          ? "Content-Length: \(notice.utf8.count)\r\n\r\n\(notice)" : notice + "\n"))
    if ScreenSchema.shouldRun {
      #expect(try ScreenSchema.problems(in: [notice], schema: Self.protocolSchema) == [])
    }
  }

  /// An option refused under --rpc is a JSON-RPC error on standard output too, then 64.
  @Test func anOptionErrorIsAJSONRPCError() async throws {
    let result = try await DemoExecutable.run(["--rpc", "--width", "5"])
    #expect(result.exitCode == 64)
    let reply = try #require(try Self.replies(result.standardOutput).first)
    #expect(reply["id"] is NSNull)
    let error = reply["error"] as? [String: Any]
    #expect(error?["code"] as? Int == -32600)
    #expect((error?["data"] as? [String: Any])?["code"] as? String == "usage")
    #expect(result.standardError.contains("--width"))
    let help = try await DemoExecutable.run(["--help"])
    #expect(help.standardOutput.contains("--rpc"))
  }

  /// Docs/Examples/rpc_client.py, on jsonrpcclient, drives a whole session; every message
  /// either way matches the schema, every screen the screen format's, and every reply answers
  /// a request of the client (or has id null, for bytes that carried none).
  @Test(
    .enabled(
      if: TestEnvironment.isCI || (jsonrpcclientIsInstalled && ScreenSchema.validatorIsInstalled),
      "needs python3 with jsonrpcclient and jsonschema"))
  func thePythonClientOnJsonrpcclientDrivesAWholeSession() async throws {
    try await Self.runExample(
      "rpc_client.py", importing: "jsonrpcclient", atLeast: 30,
      saying: [
        "error -32002 notInitialized", "protocol 1, psg-demo",
        "refresh cancelled: error -32800 requestCancelled",
        "refresh: 35 players", "search mba: Kylian MBAPPÉ (id 32)",
        "Kylian MBAPPÉ: born 1998-12-20, 178 cm", "filter: players?filter=goalkeepers",
        "scorers: Kylian MBAPPÉ first", "error -32000 noRow", "error -32601 methodNotFound",
        "error -32602 invalidParams", "error -32600 alreadyInitialized", "error -32700 notJSON",
        "exit: status 0",
      ])
    // The checks can fail: a message without jsonrpc, a reply to an id never sent.
    #expect(
      try ScreenSchema.problems(in: [#"{"id":1,"result":null}"#], schema: Self.protocolSchema)
        .count == 1)
    let stray: [[String: Any]] = [
      ["from": "client", "message": ["jsonrpc": "2.0", "id": 1, "method": "screen"]],
      ["from": "server", "message": ["jsonrpc": "2.0", "id": 2, "result": NSNull()]],
    ]
    #expect(Self.unansweredOrStray(stray).count == 2)
  }

  /// Every message logged in `log` matches the protocol's schema, every screen in a result the
  /// screen format's, and every reply answers the request waiting for it.
  static func checkMessages(loggedIn log: URL, atLeast count: Int) throws {
    let entries = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    let messages = entries.compactMap { $0["message"] }
    #expect(messages.count > count)
    let lines = try messages.map {
      String(decoding: try JSONSerialization.data(withJSONObject: $0), as: UTF8.self)
    }
    #expect(try ScreenSchema.problems(in: lines, schema: Self.protocolSchema) == [])
    let screens = try messages.compactMap { message -> String? in
      guard let result = (message as? [String: Any])?["result"] as? [String: Any],
        let screen = result["screen"]
      else { return nil }
      return String(decoding: try JSONSerialization.data(withJSONObject: screen), as: UTF8.self)
    }
    #expect(screens.count >= 8)
    #expect(try ScreenSchema.problems(in: screens) == [])
    #expect(Self.unansweredOrStray(entries) == [])

  }

  /// Docs/Examples/lsp_client.py, on python-lsp-jsonrpc's stream reader and writer, drives a
  /// session in LSP framing, in French; its messages pass the same checks.
  @Test(
    .enabled(
      if: TestEnvironment.isCI
        || (pythonImports("pylsp_jsonrpc") && ScreenSchema.validatorIsInstalled),
      "needs python3 with python-lsp-jsonrpc and jsonschema"))
  func thePythonClientOnPythonLSPJSONRPCDrivesASessionInLSPFraming() async throws {
    try await Self.runExample(
      "lsp_client.py", importing: "pylsp_jsonrpc", atLeast: 20,
      saying: [
        "error ('error', -32002, 'notInitialized')", "protocol 1 at players",
        "refresh: ('error', -32800, 'requestCancelled')",
        "refresh again: 35 players", "search: Kylian MBAPPÉ", "Kylian MBAPPÉ: 139 goals, 73 kg",
        "filter: players?filter=forwards", "scorers: Kylian MBAPPÉ",
        "error ('error', -32000, 'noRow')", "error ('error', -32000, 'unknownCommand')",
        "error ('error', -32000, 'invalidRoute')", "error ('error', -32602, 'invalidParams')",
        "error ('error', -32601, 'methodNotFound')",
        "error ('error', -32600, 'alreadyInitialized')", "error ('error', -32700, 'notJSON')",
        "exit: status 0",
      ])
  }

  /// Runs `Docs/Examples/<name>` against psg-demo: it ends with status 0 and nothing on
  /// standard error, prints each of `lines`, and logs more than `count` messages that pass
  /// ``checkMessages(loggedIn:atLeast:)``. Without `module`, a failure that says how to install it.
  static func runExample(
    _ name: String, importing module: String, atLeast count: Int, saying lines: [String]
  ) async throws {
    let python = try ExternalTool.python3.require()
    guard pythonImports(module) else {
      Issue.record("python3 cannot import \(module); install it with pip (see .ci/run)")
      return
    }
    let client = FixtureFiles.packageRoot.appendingPathComponent("Docs/Examples/\(name)")
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-\(name)-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: log) }
    let result = try await ChildProcess.run(
      python,
      arguments: [client.path, "--demo", try DemoExecutable.path.get(), "--log", log.path])
    #expect(result.standardError == "")
    #expect(result.exitCode == 0)
    for line in lines {
      #expect(result.standardOutput.contains(line), "\(line)")
    }
    try checkMessages(loggedIn: log, atLeast: count)
    // Importing the feed module beside it leaves no cache in the package's folder.
    let cache = FixtureFiles.packageRoot.appendingPathComponent("Docs/Examples/__pycache__")
    #expect(!FileManager.default.fileExists(atPath: cache.path))
  }

  /// What is wrong with the order of a logged session: a reply whose id no request had (or
  /// out of turn), a request left unanswered. A reply with id null answers raw bytes sent.
  static func unansweredOrStray(_ entries: [[String: Any]]) -> [String] {
    var waiting: [String] = []
    var problems: [String] = []
    for entry in entries {
      let from = entry["from"] as? String
      guard let message = entry["message"] as? [String: Any] else {
        if from == "client" { waiting.append("null") }
        continue
      }
      let id = message["id"].map { "\($0)" }
      if from == "client" {
        if let id, message["method"] != nil { waiting.append(id) }
      } else if id == nil, message["method"] != nil {
        continue  // the server's notification (`status`), which answers nothing
      } else if let id, id == waiting.first || (id == "<null>" && waiting.first == "null") {
        waiting.removeFirst()
      } else {
        problems.append("a reply with id \(id ?? "none") when \(waiting.first ?? "nothing") waits")
      }
    }
    return problems + waiting.map { "request \($0) unanswered" }
  }
}
