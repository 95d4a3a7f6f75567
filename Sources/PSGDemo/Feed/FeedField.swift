/// A field of a player object, recognised from the raw bytes of its key.
///
/// ``FeedByteReader`` matches keys without making a `String` of each: the bytes between the
/// quotes are compared with each field's name.
///
/// ```swift
/// Array("goals".utf8).withUnsafeBufferPointer { FeedField($0) }  // .goals
/// Array("extra".utf8).withUnsafeBufferPointer { FeedField($0) }  // nil
/// ```
enum FeedField: CaseIterable {
  case id, name, number, country, size, weight, birthDate, position, goals, matches
  case fromPSGformation, imageURL

  /// The field whose name is `key`, or `nil` for a field the feed does not define.
  init?(_ key: UnsafeBufferPointer<UInt8>) {
    for (field, name) in Self.names where Self.matches(key, name) {
      self = field
      return
    }
    return nil
  }

  /// Each field with its name in the feed, as UTF-8.
  private static let names: [(FeedField, [UInt8])] =
    ([
      (.id, "id"), (.name, "name"), (.number, "number"), (.country, "country"), (.size, "size"),
      (.weight, "weight"), (.birthDate, "birthDate"), (.position, "position"), (.goals, "goals"),
      (.matches, "matches"), (.fromPSGformation, "fromPSGformation"), (.imageURL, "imageURL"),
    ] as [(FeedField, String)]).map { ($0.0, Array($0.1.utf8)) }

  /// The top level's one field.
  static let playersKey = Array("players".utf8)

  /// Whether `key` holds exactly the bytes of `name`.
  static func matches(_ key: UnsafeBufferPointer<UInt8>, _ name: [UInt8]) -> Bool {
    key.count == name.count && key.elementsEqual(name)
  }
}
