import MVVMC
import PSGDemo
import PlayerFeed

/// `--rpc`: JSON-RPC 2.0 on standard input and output, one reply for each request, until
/// `exit` or the end of input. The terminal is never touched: no raw mode, no prompt, no
/// escape sequence.
extension DemoRunner {
  /// Serves `options` with the feed `source`, and returns the exit status: `exit`'s (0 after
  /// `shutdown`, 1 before), the same at the end of input, 74 when a reply cannot be written.
  static func serveRPC(
    options: DemoOptions, source: FeedArgument, trace: TraceOutput?
  ) async -> Int32 {
    let cancellation = RPCCancellation()
    let input = RPCInput(
      framing: RPCFraming(reader: LineReader(maximumLineLength: RPCFraming.maximumMessageLength)),
      cancellation: cancellation)
    let server = RPCSession(
      options: options, source: source, trace: trace, cancellation: cancellation)
    StreamSignals.install(quitLine: nil) { endedNotice(signal: $0, status: $1) + "\n" }
    var framing: RPCFraming.Kind?
    // A notification written while a request is at work (`status`); its failure is reported
    // once the request has its reply.
    var failedWrite: WriteError?
    server.notify = { notification in
      do throws(WriteError) {
        try StreamSignals.writingLine { () throws(WriteError) in
          try StandardStreams.write(
            RPCFraming.frame(rpcText(notification), in: framing ?? .newline))
        }
      } catch {
        failedWrite = failedWrite ?? error
      }
    }
    do throws(WriteError) {
      for await item in input.items {
        input.took()
        if framing == nil, item.framing == .contentLength {
          // Made again in the framing the first message told.
          StreamSignals.install(quitLine: nil) {
            RPCFraming.frame(endedNotice(signal: $0, status: $1), in: .contentLength)
          }
        }
        framing = item.framing
        if let reply = await server.answer(item.message) {
          // A signal meanwhile ends the run once the reply is whole.
          try StreamSignals.writingLine { () throws(WriteError) in
            try StandardStreams.write(RPCFraming.frame(rpcText(reply), in: item.framing))
          }
        }
        if let failedWrite { throw failedWrite }
        try trace?.check()
        if let status = server.exitStatus { return status }
      }
      return server.statusAtEnd
    } catch {
      return report(error, in: options.language)
    }
  }

  /// The notification a signal that ends the server writes last, unframed:
  /// `{"jsonrpc":"2.0","method":"ended","params":{"signal":"SIGTERM","status":143}}`.
  static func endedNotice(signal name: String, status: Int32) -> String {
    #"{"jsonrpc":"2.0","method":"ended","params":{"signal":"\#(name)","status":\#(status)}}"#
  }

  /// `reply` (or a notification) as one line of JSON; an internal error (-32603) if the encoder cannot write it
  /// (none can: the fields are strings, integers and screens).
  static func rpcText(_ reply: some Encodable) -> String {
    streamRenderer.line(encoding: reply)
      ?? #"{"error":{"code":-32603,"data":{"code":"unwritable","details":{},"message":""},"#
      + #""message":"Internal error"},"id":null,"jsonrpc":"2.0"}"# + "\n"
  }

  /// A command line refused under `--rpc`: the usage error as a JSON-RPC error with id
  /// `null` on standard output, besides standard error, so a client that reads only replies
  /// learns why the server ended.
  static func refuseRPC(_ message: String, code: String) {
    let error = RPCError(code: RPCError.invalidRequestCode, message: message, name: code)
    _ = try? StandardStreams.write(
      rpcText(RPCReply.single(RPCResponse(id: .null, outcome: .failure(error)))))
  }
}
