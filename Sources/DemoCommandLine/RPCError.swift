import MVVMC

/// A JSON-RPC error object: a numeric `code` from the registry below, a `message`, and `data`
/// holding the fields of the JSON stream's `error` line (`code`, `message`, `hint`,
/// `details`), so a program reads the same stable code and typed details in both protocols.
///
/// ```swift
/// RPCError.methodNotFound("fly")
/// // {"code":-32601,"data":{"code":"methodNotFound","details":{"method":"fly"},
/// //  "message":"no method “fly”"},"message":"no method “fly”"}
/// ```
///
/// The codes, closed and documented in Docs/Protocol.md ("Errors"):
///
/// | code | meaning |
/// | --- | --- |
/// | -32700 | parse error: not UTF-8, not JSON, a framing header that cannot be read |
/// | -32600 | invalid request: not a request object, a message too long, a second `initialize`, a request after `shutdown` |
/// | -32601 | method not found |
/// | -32602 | invalid params |
/// | -32002 | server not initialized: a request before `initialize` |
/// | -32000 | refused by the app: `data` is the stream's error (`notHere`, `noRow`…) |
struct RPCError: Error, Equatable, Encodable {
  static let parseErrorCode = -32700
  static let invalidRequestCode = -32600
  static let methodNotFoundCode = -32601
  static let invalidParamsCode = -32602
  static let serverNotInitializedCode = -32002
  static let refusedCode = -32000
  /// LSP's code for a request a `$/cancelRequest` cancelled.
  static let requestCancelledCode = -32800

  /// The JSON-RPC code.
  var code: Int
  /// What went wrong, and what `data` holds: the stream's fields.
  var refusal: CommandError

  /// An error with `code` about `refusal`.
  init(code: Int, _ refusal: CommandError) {
    self.code = code
    self.refusal = refusal
  }

  /// An error of the protocol itself, whose words are English: JSON-RPC's own names
  /// (`Parse error`) are, and a program reads `data.code`.
  init(code: Int, message: String, name: String, details: [String: CommandError.Detail] = [:]) {
    self.init(code: code, CommandError(message, hint: "", code: name, details: details))
  }

  /// A command the app refused: its error as the stream writes it.
  static func refused(_ refusal: CommandError) -> RPCError {
    RPCError(code: refusedCode, refusal)
  }

  static func parseError(_ message: String, code name: String) -> RPCError {
    RPCError(code: parseErrorCode, message: message, name: name)
  }

  static func invalidRequest(
    _ message: String, code name: String, details: [String: CommandError.Detail] = [:]
  ) -> RPCError {
    RPCError(code: invalidRequestCode, message: message, name: name, details: details)
  }

  static func methodNotFound(_ method: String) -> RPCError {
    RPCError(
      code: methodNotFoundCode, message: "no method “\(method.cutForMessage)”",
      name: "methodNotFound",
      details: ["method": .text(method.cutForMessage)])
  }

  static func invalidParams(
    _ message: String, parameter: String, details: [String: CommandError.Detail] = [:]
  ) -> RPCError {
    RPCError(
      code: invalidParamsCode, message: message, name: "invalidParams",
      details: details.merging(["parameter": .text(parameter)]) { kept, _ in kept })
  }

  static let notInitialized = RPCError(
    code: serverNotInitializedCode,
    message: "the server is not initialized: send initialize first", name: "notInitialized")

  static let requestCancelled = RPCError(
    code: requestCancelledCode, message: "the request was cancelled", name: "requestCancelled")

  private enum CodingKeys: String, CodingKey {
    case code, message, data
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(code, forKey: .code)
    try container.encode(refusal.message, forKey: .message)
    try container.encode(RefusalFields(refusal), forKey: .data)
  }
}
