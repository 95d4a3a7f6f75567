import Foundation
import MVVMC
import PSGDemo
import PlayerFeed
import Rendering

/// The JSON-RPC server's state and its answer to each message: the lifecycle
/// (`initialize`, `shutdown`, `exit`) around a ``PSGDemo/DemoSession`` that runs every command
/// as line mode runs it.
///
/// ```swift
/// let server = RPCSession(options: DemoOptions(), source: try FeedArgument(nil))
/// await server.answer(.message(Array(#"{"jsonrpc":"2.0","id":1,"method":"screen"}"#.utf8)))
/// // .single: error -32002, the server is not initialized
/// ```
///
/// States: waiting for `initialize` (any other request: -32002), running, then shut down
/// (any request but `exit`: -32600). `exit` sets ``exitStatus``: 0 after `shutdown`, 1
/// before, as in LSP.
@MainActor
final class RPCSession {
  /// Where the lifecycle stands.
  enum State {
    case waiting
    case running(DemoSession)
    case shutDown
  }

  /// This protocol's own version, which `initialize` negotiates: raised only by a change an
  /// older client would misread (Docs/Protocol.md, "Versions").
  static let protocolVersion = 1
  /// The most bytes of `initialize`'s `clientName`.
  static let maximumClientNameLength = 256

  let options: DemoOptions
  let source: FeedArgument
  let trace: TraceOutput?
  /// The request at work, for `$/cancelRequest`.
  let cancellation: RPCCancellation
  /// Writes a notification while a request is at work: `status` busy, then idle.
  var notify: (RPCNotification) -> Void = { _ in }
  /// Where the lifecycle stands; `initialize` (`RPCSession+Initialize.swift`) starts it.
  var state = State.waiting
  /// The exit status `exit` asked for; `nil` until it came.
  private(set) var exitStatus: Int32?

  init(
    options: DemoOptions, source: FeedArgument, trace: TraceOutput? = nil,
    cancellation: RPCCancellation = RPCCancellation()
  ) {
    self.options = options
    self.source = source
    self.trace = trace
    self.cancellation = cancellation
  }

  /// The status the process ends with when its input ends: as `exit` would give.
  var statusAtEnd: Int32 {
    if case .shutDown = state { return 0 }
    return 1
  }

  /// The reply to one framed message; `nil` for notifications, and for a batch of them only.
  func answer(_ message: RPCFraming.Message) async -> RPCReply? {
    switch message {
    case .tooLong(let byteCount):
      return failure(
        .invalidRequest(
          "a message is longer than \(RPCFraming.maximumMessageLength) bytes",
          code: "messageTooLong",
          details: [
            "byteCount": .number(byteCount), "maximum": .number(RPCFraming.maximumMessageLength),
          ]))
    case .badHeader(let problem):
      return failure(.parseError(problem, code: "badHeader"))
    case .message(let bytes):
      let value: JSONValue
      switch Self.parse(bytes) {
      case .success(let parsed): value = parsed
      case .failure(let error): return failure(error)
      }
      guard case .array(let elements) = value else {
        return await answer(value).map(RPCReply.single)
      }
      guard !elements.isEmpty else {
        return failure(.invalidRequest("a batch holds at least one message", code: "emptyBatch"))
      }
      var replies: [RPCResponse] = []
      for element in elements {
        if let reply = await answer(element) { replies.append(reply) }
      }
      return replies.isEmpty ? nil : .batch(replies)
    }
  }

  /// `bytes` as JSON: UTF-8, at most 512 levels deep, well formed.
  static func parse(_ bytes: [UInt8]) -> Result<JSONValue, RPCError> {
    guard String(validating: bytes, as: UTF8.self) != nil else {
      return .failure(.parseError("the message is not UTF-8", code: "notUTF8"))
    }
    // Foundation's parser traps on some documents deeper than it allows; none reaches it.
    if FeedNestingCheck.tooDeepProblem(in: bytes) != nil {
      return .failure(
        .parseError(
          "the message is nested deeper than \(FeedNestingCheck.maximumDepth) levels",
          code: "tooDeep"))
    }
    do {
      return .success(try JSONDecoder().decode(JSONValue.self, from: Data(bytes)))
    } catch {
      return .failure(.parseError("the message is not JSON", code: "notJSON"))
    }
  }

  private func failure(_ error: RPCError) -> RPCReply {
    .single(RPCResponse(id: .null, outcome: .failure(error)))
  }

  /// The reply to one message of a batch, or to a message alone.
  private func answer(_ value: JSONValue) async -> RPCResponse? {
    let request: RPCRequest
    do throws(RPCRequest.Refusal) {
      request = try RPCRequest(value)
    } catch {
      return RPCResponse(id: error.id, outcome: .failure(error.error))
    }
    let outcome: Result<RPCResult, RPCError>
    if let id = request.id, RPCMethods.cancellable.contains(request.method) {
      outcome = await cancellably(request, id: id)
    } else {
      outcome = await result(of: request)
    }
    // A notification is carried out, and never answered, not even with an error.
    return request.id.map { RPCResponse(id: $0, outcome: outcome) }
  }

  private func result(of request: RPCRequest) async -> Result<RPCResult, RPCError> {
    do throws(RPCError) {
      return .success(try await perform(request))
    } catch {
      return .failure(error)
    }
  }

  /// Carries out `request` as a task that a `$/cancelRequest` for `id` cancels: a cancelled
  /// request is answered -32800, whatever its work left behind.
  private func cancellably(
    _ request: RPCRequest, id: RPCRequest.ID
  ) async -> Result<RPCResult, RPCError> {
    let work = Task { await result(of: request) }
    let cancelledEarly = cancellation.begin(id) { work.cancel() }
    let outcome = cancelledEarly ? .failure(.requestCancelled) : await work.value
    cancellation.end()
    return work.isCancelled ? .failure(.requestCancelled) : outcome
  }

  private func perform(_ request: RPCRequest) async throws(RPCError) -> RPCResult {
    if request.method == "exit" {
      exitStatus = statusAtEnd
      return .null
    }
    switch state {
    case .waiting:
      guard request.method == "initialize" else { throw .notInitialized }
      return try await initialize(
        try RPCMethods.decode(RPCMethods.Initialize.self, from: request.params))
    case .shutDown:
      throw .invalidRequest("the server is shut down: send exit", code: "shutDown")
    case .running(let session):
      return try await perform(request, in: session)
    }
  }

  private func perform(
    _ request: RPCRequest, in session: DemoSession
  ) async throws(RPCError) -> RPCResult {
    let params = request.params
    switch request.method {
    case "initialize":
      throw .invalidRequest("initialize comes once", code: "alreadyInitialized")
    case "initialized", RPCCancellation.cancelMethod:
      // A cancel was acted on as it was read (`RPCInput`).
      return .null
    case "shutdown":
      session.end()
      state = .shutDown
      return .null
    case "screen":
      return screen(of: session)
    case "command":
      let line = try RPCMethods.decode(RPCMethods.Command.self, from: params).line
      // A blank line changes nothing, as in line mode: the screen shown answers it.
      guard let command = Command(parsing: line) else { return screen(of: session) }
      return try await run(command, for: request, in: session)
    case "perform":
      let perform = try RPCMethods.decode(RPCMethods.Perform.self, from: params)
      guard let action = Command.keyed(perform.action) else {
        // A word line mode reads (`ouvrir`, `/`) names an action: point to its key.
        if let typed = Command(parsing: perform.action), typed.name != .choose,
          let key = Command.keyed(typed.name.key)
        {
          throw .invalidParams(
            "perform takes an action's key, \(key.name.key), not a word typed",
            parameter: "action", details: ["key": .text(key.name.key)])
        }
        throw .refused(session.strings.error(.unknownCommand(perform.action.cutForMessage)))
      }
      let argument = perform.argument?.text
      if action.argument == .none, let argument, !argument.isEmpty {
        throw .invalidParams(
          "\(perform.action) takes no argument", parameter: "argument",
          details: ["action": .text(perform.action)])
      }
      return try await run(
        Command(performing: action, argument: argument), for: request, in: session)
    case "goto":
      let address = try RPCMethods.decode(RPCMethods.Goto.self, from: params).address
      return try await run(Command(.goto, argument: address), for: request, in: session)
    case "inspect":
      return try await run(Command(.inspect), for: request, in: session)
    default:
      throw .methodNotFound(request.method)
    }
  }

  /// Runs `command` as line mode does, and answers with the screen it leads to.
  private func run(
    _ command: Command, for request: RPCRequest, in session: DemoSession
  ) async throws(RPCError) -> RPCResult {
    let effect: DemoSession.Effect
    // `status` names the request at work.
    let id = request.id ?? .null
    var working = false
    // Whatever the outcome, a `busy` is followed by its `idle`.
    defer { if working { notify(RPCNotification(status: .idle, request: id)) } }
    do throws(CommandError) {
      effect = try await session.execute(command) { [self] in
        working = true
        notify(RPCNotification(status: .busy, request: id))
      }
    } catch {
      throw .refused(error)
    }
    switch effect {
    case .render:
      return screen(of: session)
    case .showHelp:
      return .screen(
        RPCMethods.ScreenResult(screen: session.helpScreen(), address: address(of: session)))
    case .inspect:
      let words = CommandLineWords(session.strings.language).fullScreen.inspection
      return .screen(
        RPCMethods.ScreenResult(
          screen: session.inspectionScreen(words: words), address: address(of: session)))
    case .quit:
      // `quit` typed ends the session's flows as `shutdown` does; `exit` comes next.
      state = .shutDown
      return screen(of: session)
    }
  }

  private func screen(of session: DemoSession) -> RPCResult {
    .screen(RPCMethods.ScreenResult(screen: session.currentScreen(), address: address(of: session)))
  }

  private func address(of session: DemoSession) -> String? {
    session.currentRoute?.address
  }
}
