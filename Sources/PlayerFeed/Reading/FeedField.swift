/// A field of a player object, recognised from the raw bytes of its key.
///
/// ``FeedByteReader`` matches keys without making a `String` of each: the bytes between the
/// quotes (or, for a key written with escapes, the bytes they stand for) are compared with each
/// field's name. The cases are in the order ``FeedPlayer`` reads them, which is the order in
/// which a player's faults are reported.
///
/// ```swift
/// Array("goals".utf8).withUnsafeBufferPointer { FeedField($0) }  // .goals
/// Array("extra".utf8).withUnsafeBufferPointer { FeedField($0) }  // nil
/// ```
enum FeedField: Int, CaseIterable {
  case id, name, number, country, size, weight, birthDate, position, goals, matches
  case fromPSGformation, imageURL

  /// What a field holds in JSON.
  typealias ValueType = FeedValueType

  /// The field named `name`, or `nil` for a field the feed does not define.
  init?(named name: String) {
    guard let field = Self.ordered.first(where: { $0.name == name }) else { return nil }
    self = field
  }

  /// The field whose name is `key`, or `nil` for a field the feed does not define.
  init?(_ key: UnsafeBufferPointer<UInt8>) {
    for field in Self.ordered where Self.matches(key, Self.names[field.rawValue]) {
      self = field
      return
    }
    return nil
  }

  /// Every field, in order: `allCases` once, since it makes a new array at each call and a
  /// feed's reader asks for every key of every player.
  static let ordered = allCases

  /// The field's name in the feed: `"fromPSGformation"`.
  var name: String { String(decoding: Self.names[rawValue], as: UTF8.self) }

  /// What the field must hold.
  var valueType: ValueType {
    switch self {
    case .name, .country, .birthDate, .position, .imageURL: .text
    case .fromPSGformation: .boolean
    default: .integer
    }
  }

  /// Each field's name in the feed, as UTF-8, in the order of the cases.
  private static let names: [[UInt8]] = [
    "id", "name", "number", "country", "size", "weight", "birthDate", "position", "goals",
    "matches", "fromPSGformation", "imageURL",
  ].map { Array($0.utf8) }

  /// The longest name of a field, in bytes: a key longer than this names none.
  static let longestName = names.map(\.count).max() ?? 0

  /// The top level's one field.
  static let playersKey = Array("players".utf8)

  /// Whether `key` holds exactly the bytes of `name`.
  static func matches(_ key: UnsafeBufferPointer<UInt8>, _ name: [UInt8]) -> Bool {
    key.count == name.count && key.elementsEqual(name)
  }
}
