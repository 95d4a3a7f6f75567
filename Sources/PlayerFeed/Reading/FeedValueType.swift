/// What a field of a player holds in JSON.
///
/// ```swift
/// FeedValueType.integer.description   // "an integer"
/// ```
package enum FeedValueType: Equatable, Sendable, CustomStringConvertible {
  case integer, text, boolean

  /// The type with its article, for messages in English: `"an integer"`.
  package var description: String {
    switch self {
    case .integer: "an integer"
    case .text: "a string"
    case .boolean: "a boolean"
    }
  }
}
