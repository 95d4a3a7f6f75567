import Foundation

/// A value as ``JSONNodeEncoder`` builds it from an `Encodable`, before it is written.
///
/// A string is held as the value holds it: Swift strings share their storage, so a screen
/// that shows one name of megabytes in its title, its breadcrumb and a table keeps one copy of
/// it here too, and ``JSONTextWriter`` escapes it piece by piece as it writes.
///
/// ```swift
/// let node = try JSONNodeEncoder.node(of: ["b": 1, "a": 2])
/// // .object: "a" → .literal("2"), "b" → .literal("1")
/// ```
enum JSONNode {
  /// A string, escaped when it is written.
  case string(String)
  /// A number, `true`, `false` or `null`: written as it is.
  case literal(String)
  /// An object; its members are written sorted by key.
  case object(JSONObject)
  /// An array, in order.
  case array(JSONArray)
  /// What an encoder handed out for a `superEncoder` holds once the value has encoded itself:
  /// an empty object if it encoded nothing.
  case deferred(JSONNodeEncoder)
}

/// An object's members as they are encoded. A class: a nested container and its encoder add to
/// the same object.
final class JSONObject {
  var members: [String: JSONNode] = [:]
}

/// An array's elements as they are encoded.
final class JSONArray {
  var elements: [JSONNode] = []
}

/// Builds a ``JSONNode`` from any `Encodable`, as `JSONEncoder` reads it: the same keys, values
/// and nesting, without writing any text.
///
/// The values `JSONEncoder` writes in forms of its own (floating-point numbers, `Date`, `Data`,
/// `URL`, `Decimal`) are written by `JSONEncoder` itself, one at a time, so that they are the
/// same text; a value nested deeper than `JSONEncoder` allows (512 levels) is refused the same
/// way, before anything is written.
///
/// - Complexity: O(*n*) in the number of values; strings are not copied.
final class JSONNodeEncoder: Encoder {
  /// The deepest nesting `JSONEncoder` writes.
  static let maximumDepth = 512

  let codingPath: [any CodingKey]
  let userInfo: [CodingUserInfoKey: Any] = [:]
  /// What the value encoded, once it has: `nil` until then.
  fileprivate(set) var node: JSONNode?

  init(codingPath: [any CodingKey]) {
    self.codingPath = codingPath
  }

  /// The node `value` encodes to.
  ///
  /// - Throws: `EncodingError.invalidValue` for a value `JSONEncoder` would refuse: a number
  ///   that is not finite, or nesting deeper than ``maximumDepth``.
  static func node(of value: some Encodable, codingPath: [any CodingKey] = []) throws -> JSONNode {
    switch value {
    case let string as String:
      // The common case, without an encoder of its own.
      return .string(string)
    case is Date, is Data, is URL, is Decimal:
      return try JSONEncoderText.of(value, codingPath: codingPath)
    default:
      break
    }
    guard codingPath.count < maximumDepth else {
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(
          codingPath: codingPath, debugDescription: "nested deeper than \(maximumDepth) levels"))
    }
    let encoder = JSONNodeEncoder(codingPath: codingPath)
    try value.encode(to: encoder)
    return encoder.node ?? .object(JSONObject())
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(ObjectContainer<Key>(object: object(), codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    ArrayContainer(array: array(), codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    ValueContainer(encoder: self)
  }

  /// The object this encoder holds, made the first time: a value may ask for its keyed
  /// container more than once (a tagged block writes its `kind`, then its fields).
  fileprivate func object() -> JSONObject {
    if case .object(let existing) = node { return existing }
    let object = JSONObject()
    node = .object(object)
    return object
  }

  fileprivate func array() -> JSONArray {
    if case .array(let existing) = node { return existing }
    let array = JSONArray()
    node = .array(array)
    return array
  }

  fileprivate func set(_ value: JSONNode) {
    node = value
  }
}

/// A key for an array's element in a coding path, as `JSONEncoder` names it.
private struct ElementKey: CodingKey {
  var stringValue: String { "Index \(index)" }
  var intValue: Int? { index }
  let index: Int

  init(_ index: Int) { self.index = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.index = intValue }
}

/// A value's text as `JSONEncoder` writes it on its own: for the values it writes in forms of
/// its own, which are short.
private enum JSONEncoderText {
  static func of(_ value: some Encodable, codingPath: [any CodingKey]) throws -> JSONNode {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      return .literal(String(decoding: try encoder.encode(value), as: UTF8.self))
    } catch {
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(
          codingPath: codingPath, debugDescription: "\(value) cannot be written as JSON",
          underlyingError: error))
    }
  }
}

private struct ObjectContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let object: JSONObject
  let codingPath: [any CodingKey]

  mutating func encodeNil(forKey key: Key) throws {
    object.members[key.stringValue] = .literal("null")
  }

  mutating func encode(_ value: some Encodable, forKey key: Key) throws {
    object.members[key.stringValue] = try JSONNodeEncoder.node(
      of: value, codingPath: codingPath + [key])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let nested: JSONObject
    if case .object(let existing) = object.members[key.stringValue] {
      nested = existing
    } else {
      nested = JSONObject()
      object.members[key.stringValue] = .object(nested)
    }
    return KeyedEncodingContainer(
      ObjectContainer<NestedKey>(object: nested, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let nested: JSONArray
    if case .array(let existing) = object.members[key.stringValue] {
      nested = existing
    } else {
      nested = JSONArray()
      object.members[key.stringValue] = .array(nested)
    }
    return ArrayContainer(array: nested, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    superEncoder(named: "super", key: JSONKey("super"))
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    superEncoder(named: key.stringValue, key: key)
  }

  private func superEncoder(named name: String, key: any CodingKey) -> any Encoder {
    let encoder = JSONNodeEncoder(codingPath: codingPath + [key])
    object.members[name] = .deferred(encoder)
    return encoder
  }
}

/// A key made from its text, for `superEncoder()`.
private struct JSONKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }

  init(_ stringValue: String) { self.stringValue = stringValue }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

private struct ArrayContainer: UnkeyedEncodingContainer {
  let array: JSONArray
  let codingPath: [any CodingKey]
  var count: Int { array.elements.count }

  private var nextPath: [any CodingKey] { codingPath + [ElementKey(count)] }

  mutating func encodeNil() throws {
    array.elements.append(.literal("null"))
  }

  mutating func encode(_ value: some Encodable) throws {
    array.elements.append(try JSONNodeEncoder.node(of: value, codingPath: nextPath))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    let path = nextPath
    let nested = JSONObject()
    array.elements.append(.object(nested))
    return KeyedEncodingContainer(ObjectContainer<NestedKey>(object: nested, codingPath: path))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let path = nextPath
    let nested = JSONArray()
    array.elements.append(.array(nested))
    return ArrayContainer(array: nested, codingPath: path)
  }

  mutating func superEncoder() -> any Encoder {
    let encoder = JSONNodeEncoder(codingPath: nextPath)
    array.elements.append(.deferred(encoder))
    return encoder
  }
}

private struct ValueContainer: SingleValueEncodingContainer {
  let encoder: JSONNodeEncoder
  var codingPath: [any CodingKey] { encoder.codingPath }

  mutating func encodeNil() throws { encoder.set(.literal("null")) }
  mutating func encode(_ value: Bool) throws { encoder.set(.literal(value ? "true" : "false")) }
  mutating func encode(_ value: String) throws { encoder.set(.string(value)) }
  mutating func encode(_ value: Double) throws {
    encoder.set(try JSONEncoderText.of(value, codingPath: codingPath))
  }
  mutating func encode(_ value: Float) throws {
    encoder.set(try JSONEncoderText.of(value, codingPath: codingPath))
  }
  mutating func encode(_ value: Int) throws { encoder.set(.literal(String(value))) }
  mutating func encode(_ value: Int8) throws { encoder.set(.literal(String(value))) }
  mutating func encode(_ value: Int16) throws { encoder.set(.literal(String(value))) }
  mutating func encode(_ value: Int32) throws { encoder.set(.literal(String(value))) }
  mutating func encode(_ value: Int64) throws { encoder.set(.literal(String(value))) }
  mutating func encode(_ value: UInt) throws { encoder.set(.literal(String(value))) }
  mutating func encode(_ value: UInt8) throws { encoder.set(.literal(String(value))) }
  mutating func encode(_ value: UInt16) throws { encoder.set(.literal(String(value))) }
  mutating func encode(_ value: UInt32) throws { encoder.set(.literal(String(value))) }
  mutating func encode(_ value: UInt64) throws { encoder.set(.literal(String(value))) }

  mutating func encode(_ value: some Encodable) throws {
    encoder.set(try JSONNodeEncoder.node(of: value, codingPath: codingPath))
  }
}
