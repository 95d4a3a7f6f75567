import Foundation
import Rendering

/// The kind of a JSON value, read again after a field failed to decode so that the error can
/// say what the feed holds instead.
///
/// It reads the value's kind, not what a container holds, so it costs the same for any array
/// or object.
///
/// ```swift
/// let found = try container.decode(FeedValueKind.self, forKey: .number)
/// found.description   // "a string"
/// ```
package struct FeedValueKind: Decodable, Equatable, Sendable, CustomStringConvertible {
  package enum Kind: Equatable, Sendable {
    case null, boolean, string, array, object
    /// A number, with its value when `Decimal` can hold it.
    case number(Decimal?)
  }

  package var kind: Kind

  /// A value of `kind`, as a reader that scanned it found it.
  package init(kind: Kind) {
    self.kind = kind
  }

  package init(from decoder: any Decoder) throws {
    let value = try decoder.singleValueContainer()
    if value.decodeNil() {
      kind = .null
    } else if (try? value.decode(Bool.self)) != nil {
      kind = .boolean
    } else if try Self.isString(value) {
      kind = .string
    } else if (try? decoder.container(keyedBy: NameKey.self)) != nil {
      kind = .object
    } else if (try? decoder.unkeyedContainer()) != nil {
      kind = .array
    } else {
      kind = .number(try? value.decode(Decimal.self))
    }
  }

  /// Whether the value is a string; a string that breaks JSON's rules (a raw control
  /// character, a lone surrogate) is a syntax error, rethrown for the decoder to report.
  private static func isString(_ value: any SingleValueDecodingContainer) throws -> Bool {
    do {
      _ = try value.decode(String.self)
      return true
    } catch is DecodingError {
      return false
    }
  }

  /// The kind with its article, for messages in English: `"a string"`, `"null"`.
  package var description: String {
    switch kind {
    case .null: "null"
    case .boolean: "a boolean"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    case .number: "a number"
    }
  }

  /// What was found where a whole `Int` was expected: a number is shown, cut to 24 columns,
  /// and said to be out of range when it is whole: `the number 1.5`,
  /// `the number 99999999999999999999, out of range`.
  package var descriptionForAnInteger: String {
    switch numberForAnInteger {
    case nil: description
    case .outOfRange: "a number out of range"
    case .whole(let shown): "the number \(shown), out of range"
    case .fraction(let shown): "the number \(shown)"
    }
  }

  /// A number found where a whole `Int` was expected, as a message in any language says it.
  package enum NumberForAnInteger: Equatable, Sendable {
    /// A number `Decimal` cannot hold.
    case outOfRange
    /// A whole number outside `Int`'s range, shown cut to 24 columns.
    case whole(String)
    /// A number with a fractional part, shown cut to 24 columns.
    case fraction(String)
  }

  /// The number found where a whole `Int` was expected; `nil` for a value that is no number.
  package var numberForAnInteger: NumberForAnInteger? {
    guard case .number(let value) = kind else { return nil }
    guard let value else { return .outOfRange }
    let shown = value.description.truncated(toWidth: 24)
    return value.isWhole ? .whole(shown) : .fraction(shown)
  }
}
