import MVVMC

/// A JSON-RPC 2.0 message read from a client: a request (with an `id`) or a notification
/// (without), checked from its ``JSONValue`` before its `params` are decoded.
///
/// ```swift
/// let value = try JSONDecoder().decode(
///   JSONValue.self, from: Data(#"{"jsonrpc":"2.0","id":"a","method":"screen"}"#.utf8))
/// let request = try RPCRequest(value)
/// request.id       // .string("a")
/// request.method   // "screen"
/// ```
struct RPCRequest: Equatable {
  /// A request's id, as the client chose it; the reply carries it back unchanged.
  enum ID: Equatable, Encodable {
    case int(Int)
    case string(String)
    /// `null`: allowed by JSON-RPC, and what a reply says when the id could not be read.
    case null

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .int(let int): try container.encode(int)
      case .string(let string): try container.encode(string)
      case .null: try container.encodeNil()
      }
    }
  }

  /// The id; `nil` for a notification, which gets no reply.
  var id: ID?
  var method: String
  /// The `params` object, `nil` when absent.
  var params: [String: JSONValue]?

  /// Checks `value` as a request or a notification.
  ///
  /// - Throws: ``RPCError`` -32600 (invalid request), with the id when it could be read; a
  ///   message that is no object, has no `"jsonrpc":"2.0"`, no string `method`, an id that is
  ///   neither a string nor a whole number, or `params` that are not an object (by-position
  ///   params: every method here names its params).
  init(_ value: JSONValue) throws(Refusal) {
    guard case .object(let members) = value else {
      throw Refusal(
        id: .null, error: .invalidRequest("a message is a JSON object", code: "notAnObject"))
    }
    let id: ID?
    switch members["id"] {
    case nil: id = nil
    case .int(let int): id = .int(int)
    case .string(let string): id = .string(string)
    case .null: id = .null
    default:
      throw Refusal(
        id: .null, error: .invalidRequest("id is a string or a whole number", code: "invalidID"))
    }
    // A malformed notification is still answered: nothing else would say it was wrong.
    let replyID = id ?? .null
    guard members["jsonrpc"] == .string("2.0") else {
      throw Refusal(
        id: replyID, error: .invalidRequest(#"jsonrpc must be "2.0""#, code: "notJSONRPC2"))
    }
    guard case .string(let method) = members["method"] else {
      throw Refusal(
        id: replyID, error: .invalidRequest("method is a string", code: "noMethod"))
    }
    switch members["params"] {
    case nil:
      params = nil
    case .object(let object):
      params = object
    default:
      throw Refusal(
        id: replyID,
        error: .invalidParams("params is an object, by name", parameter: "params"))
    }
    self.id = id
    self.method = method
  }

  /// A message that cannot be taken as a request: the error, and the id to reply with.
  struct Refusal: Error, Equatable {
    var id: ID
    var error: RPCError
  }
}

/// A JSON-RPC 2.0 reply: the `result` of a request, or its `error`, with its `id`.
///
/// ```swift
/// RPCResponse(id: .int(1), outcome: .success(.null))
/// // {"id":1,"jsonrpc":"2.0","result":null}
/// ```
struct RPCResponse: Encodable {
  var id: RPCRequest.ID
  var outcome: Result<RPCResult, RPCError>

  private enum CodingKeys: String, CodingKey {
    case jsonrpc, id, result, error
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode("2.0", forKey: .jsonrpc)
    try container.encode(id, forKey: .id)
    switch outcome {
    case .success(let result): try container.encode(result, forKey: .result)
    case .failure(let error): try container.encode(error, forKey: .error)
    }
  }
}

/// What a reply holds: one reply, or the replies to a batch, in the order of its requests.
enum RPCReply: Encodable {
  case single(RPCResponse)
  case batch([RPCResponse])

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .single(let response): try container.encode(response)
    case .batch(let responses): try container.encode(responses)
    }
  }
}

/// A notification the server writes while a request waits for work it started (a `refresh`
/// of a slow feed): `busy`, then `idle` once the work is over, whether it ended, failed or
/// was cancelled.
///
/// ```swift
/// RPCNotification(status: .busy, request: .int(7))
/// // {"jsonrpc":"2.0","method":"status","params":{"request":7,"state":"busy"}}
/// ```
struct RPCNotification: Encodable {
  enum Status: String, Encodable {
    case busy, idle
  }

  var status: Status
  /// The request at work.
  var request: RPCRequest.ID

  private enum CodingKeys: String, CodingKey {
    case jsonrpc, method, params
  }

  private enum ParamsKeys: String, CodingKey {
    case state, request
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode("2.0", forKey: .jsonrpc)
    try container.encode("status", forKey: .method)
    var params = container.nestedContainer(keyedBy: ParamsKeys.self, forKey: .params)
    try params.encode(status, forKey: .state)
    try params.encode(request, forKey: .request)
  }
}
