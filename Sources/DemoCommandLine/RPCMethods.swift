import Foundation
import Rendering

/// The methods `psg-demo --rpc` answers, with the `params` each takes and the `result` each
/// gives (Docs/Protocol.md, "Methods"). Params are decoded by name; members a method does not
/// know are ignored, so a newer client may send more.
///
/// ```swift
/// let params = try RPCMethods.decode(RPCMethods.Command.self, from: ["line": .string("open 1")])
/// params.line   // "open 1"
/// ```
enum RPCMethods {
  /// The requests, as `initialize` lists them in its capabilities.
  static let requests = [
    "initialize", "shutdown", "command", "perform", "goto", "screen", "inspect",
  ]
  /// The notifications the server reads; any other is ignored, as JSON-RPC lets a server do.
  static let notifications = ["initialized", "exit", RPCCancellation.cancelMethod]
  /// The notifications the server writes: `status` around work a request waits for, `ended`
  /// when a signal ends it.
  static let sentNotifications = ["status", "ended"]
  /// The requests a `$/cancelRequest` can cancel: those that run a command.
  static let cancellable: Set = ["command", "perform", "goto"]

  /// `initialize`: every member optional, each checked.
  struct Initialize: Decodable {
    /// Who the client is, for a trace: at most 256 bytes.
    var clientName: String?
    /// The protocol versions the client speaks; `[1]` when absent.
    var protocolVersions: [Int]?
    /// `en` or `fr`: the language of the screens and of the app's errors.
    var language: String?
    /// The width the help is laid out to, as `--width` takes it.
    var width: Int?
    /// The rows of a page of the list and the scorers, as `--rows` takes it.
    var rows: Int?
  }

  /// `command`: a line as line mode reads it, in either language.
  struct Command: Decodable {
    var line: String
  }

  /// `perform`: an action by its `key` as screens list it (`open`, `choose`), and what it
  /// takes, as a string or a whole number.
  struct Perform: Decodable {
    var action: String
    var argument: Argument?

    /// An argument given as text or as a number (`7` for `open`'s row).
    struct Argument: Decodable {
      var text: String

      init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
          text = String(number)
        } else {
          text = try container.decode(String.self)
        }
      }
    }
  }

  /// `goto`: an address, as `--open` takes it and screens give it.
  struct Goto: Decodable {
    var address: String
  }

  /// What `initialize` answers.
  struct InitializeResult: Encodable {
    var protocolVersion: Int
    var serverName: String
    var appVersion: String
    var capabilities: Capabilities
    var screen: Screen
    var address: String?
  }

  /// What the server offers.
  struct Capabilities: Encodable {
    var methods: [String]
    /// The notifications the server reads.
    var notifications: [String]
    /// The notifications the server writes.
    var sends: [String]
  }

  /// What `command`, `perform`, `goto`, `screen` and `inspect` answer: the screen shown now, in the
  /// stream's Screen JSON, and the address that shows it again.
  struct ScreenResult: Encodable {
    var screen: Screen
    var address: String?
  }

  /// `params` decoded as `Params`; absent params are an empty object.
  ///
  /// - Throws: ``RPCError`` -32602 naming the member that is missing or of the wrong type.
  static func decode<Params: Decodable>(
    _ type: Params.Type, from params: [String: JSONValue]?
  ) throws(RPCError) -> Params {
    do {
      let data = try JSONEncoder().encode(params ?? [:])
      return try JSONDecoder().decode(Params.self, from: data)
    } catch let error as DecodingError {
      throw problem(error)
    } catch {
      throw RPCError.invalidParams("params cannot be read", parameter: "params")
    }
  }

  private static func problem(_ error: DecodingError) -> RPCError {
    func path(_ context: DecodingError.Context, _ last: (any CodingKey)? = nil) -> String {
      let keys = context.codingPath + (last.map { [$0] } ?? [])
      return keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }
    switch error {
    case .keyNotFound(let key, let context):
      let name = path(context, key)
      return .invalidParams("params.\(name) is missing", parameter: name)
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      let name = path(context)
      return .invalidParams(
        "params.\(name) is not \(expected(type))", parameter: name,
        details: ["expected": .text(expected(type))])
    case .dataCorrupted(let context):
      let name = path(context)
      return .invalidParams("params.\(name) cannot be read", parameter: name)
    @unknown default:
      return .invalidParams("params cannot be read", parameter: "params")
    }
  }

  /// What a type is called in an error: `string`, `integer`, `array`.
  private static func expected(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "string"
    case is Int.Type: "integer"
    case is [Int].Type: "array"
    default: "of the right type"
    }
  }
}

/// A successful result.
enum RPCResult: Encodable {
  /// `null`: what `shutdown` answers.
  case null
  case initialize(RPCMethods.InitializeResult)
  case screen(RPCMethods.ScreenResult)

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .initialize(let result): try container.encode(result)
    case .screen(let result): try container.encode(result)
    }
  }
}
