/// A parsed JSON value, as ``FeedDecoder`` reads it.
///
/// Numbers keep their text so that the decoder, not the parser, decides what fits an `Int`.
enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  /// A number, as written in the document, such as `"-12"` or `"1.5e3"`.
  case number(String)
  case string(String)
  case array([JSONValue])
  /// An object; when a key is repeated, the last value wins.
  case object([String: JSONValue])

  /// The kind of value with its article, for messages: `"a string"`, `"null"`.
  var kind: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
