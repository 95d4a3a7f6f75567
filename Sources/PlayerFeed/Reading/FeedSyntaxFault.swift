/// Why bytes are not JSON, as a reader of the feed finds it.
///
/// ```swift
/// FeedSyntaxFault.leadingZero.description   // "number with leading zero"
/// ```
package enum FeedSyntaxFault: Equatable, Sendable, CustomStringConvertible {
  /// A byte no JSON value starts with, or no value may follow with.
  case invalidValue
  /// A control character inside a string.
  case unescapedControlCharacter
  /// A number such as `01`.
  case leadingZero
  /// A backslash followed by what no escape is.
  case invalidEscape
  /// A `\u` escape of half a surrogate pair without the other: the escape as written.
  case loneSurrogate(String)
  /// More levels of arrays and objects than a feed may nest.
  case tooDeep
  /// The bytes end in the middle of a value.
  case unexpectedEndOfFile
  /// Foundation's parser's own words (the `JSONDecoder` path only).
  case parser(String)

  /// The fault in English: `unescaped control character`.
  package var description: String {
    switch self {
    case .invalidValue: "invalid value"
    case .unescapedControlCharacter: "unescaped control character"
    case .leadingZero: "number with leading zero"
    case .invalidEscape: "invalid escape sequence"
    case .loneSurrogate(let escape):
      "invalid escape \(escape): a lone surrogate, half of a pair without the other"
    case .tooDeep: "too many nested arrays or dictionaries"
    case .unexpectedEndOfFile: "unexpected end of file"
    case .parser(let words): words
    }
  }
}
