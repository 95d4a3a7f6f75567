/// Any JSON value, read before its meaning is known: what a JSON-RPC message is checked as
/// (an object? with `jsonrpc` and a `method`?) before its `params` are decoded into a type.
///
/// Numbers keep their kind: a whole number is an ``int(_:)``, any other a ``number(_:)``, so
/// an id `7` comes back as `7`, never `7.0`.
///
/// ```swift
/// let value = try JSONDecoder().decode(JSONValue.self, from: Data(#"{"id":7}"#.utf8))
/// value.member("id")   // .int(7)
/// ```
enum JSONValue: Codable, Equatable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let int = try? container.decode(Int.self) {
      self = .int(int)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let array = try? container.decode([JSONValue].self) {
      self = .array(array)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let bool): try container.encode(bool)
    case .int(let int): try container.encode(int)
    case .number(let number): try container.encode(number)
    case .string(let string): try container.encode(string)
    case .array(let array): try container.encode(array)
    case .object(let object): try container.encode(object)
    }
  }

  /// The member `name` of an object; `nil` when there is none, or this is not an object.
  func member(_ name: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members[name]
  }
}
