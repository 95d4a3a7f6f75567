import Foundation

/// Reads a feed straight from its bytes, in one pass: the players, or the first fault.
///
/// It checks the feed's shape while it reads, so a feed is refused where it goes wrong, in
/// memory bounded by the feed itself: a number where a player is expected is an error at once,
/// and a value the app ignores (an extra field, however large or deep) is skipped as it is
/// scanned, never built into a document tree. It reads JSON (RFC 8259) as Foundation's parser
/// does (a trailing comma before `]` or `}` is accepted, a repeated key keeps its first value)
/// and the feed's format as ``FeedPlayer`` does, with the same messages for the same faults, so
/// tests can compare it with `JSONDecoder`. The faults it finds itself:
///
/// - bytes that are not JSON, at their offset: `invalid value`, `unescaped control character`,
///   `number with leading zero`, `invalid escape sequence`, a lone surrogate such as
///   `invalid escape \ud800: a lone surrogate, half of a pair`, and
///   `too many nested arrays or dictionaries` past ``maximumDepth`` levels;
/// - JSON that is not a feed: the top level, the `players` field, a player or a field of the
///   wrong kind, a missing field, a number that is not a whole `Int`, a birth date that is not
///   a date.
///
/// The bytes must be valid UTF-8 (``FeedDecoder`` checks that first).
///
/// ```swift
/// let bytes = Array(#"{"players": [1]}"#.utf8)
/// try bytes.withUnsafeBufferPointer { try FeedByteReader.players(in: $0) }
/// // throws FeedFault.shape(.playerNotAnObject(index: 1, found: …)): "player 1 must be an
/// // object, found a number"
/// ```
struct FeedByteReader {
  /// How many levels of arrays and objects a feed may nest: Foundation's own limit.
  static let maximumDepth = FeedNestingCheck.maximumDepth

  /// How many distinct positions and birth dates are remembered once parsed: a feed repeats
  /// them, and a hostile one that never does only stops being remembered.
  static let rememberedTexts = 4096

  let bytes: UnsafeBufferPointer<UInt8>
  var offset = 0
  var positions: [String: Position] = [:]
  var birthDates: [String: BirthDate?] = [:]
  /// The fields of the player being read, by ``FeedField/rawValue``; reused from player to
  /// player.
  var fields: [FieldValue?] = []

  /// What a player's field held: its value, or the kind of value found instead.
  enum FieldValue {
    case integer(Int)
    case text(String)
    case boolean(Bool)
    case wrong(FeedValueKind)
  }

  /// What a key names, read from its bytes.
  enum KeyName {
    case field(FeedField)
    case players
    case other
  }

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The players of the feed in `bytes`.
  ///
  /// - Throws: The first ``FeedFault`` in the feed's order; within a player, the first in
  ///   the order of ``FeedField``, as ``FeedPlayer`` reports them.
  /// - Complexity: O(*n*) in the number of bytes; the memory is the players' and, while one is
  ///   read, its strings.
  static func players(in bytes: UnsafeBufferPointer<UInt8>) throws(FeedFault) -> [Player] {
    var reader = FeedByteReader(bytes)
    return try reader.readDocument()
  }

  // MARK: The feed's structure

  mutating func readDocument() throws(FeedFault) -> [Player] {
    skipWhitespace()
    guard peek() == .openBrace else {
      let kind = try skipValue(level: 0)
      try requireEnd()
      throw .shape(.topLevelNotAnObject(found: kind))
    }
    offset += 1
    var players: [Player]?
    var isFirst = true
    while let key = try nextKey(isFirst: isFirst) {
      isFirst = false
      if case .players = key, players == nil {
        players = try readPlayers()
      } else {
        _ = try skipValue(level: 1)
      }
    }
    try requireEnd()
    guard let players else { throw .shape(.noPlayersArray) }
    return players
  }

  mutating func requireEnd() throws(FeedFault) {
    skipWhitespace()
    guard offset == bytes.count else { throw invalidValue() }
  }

  mutating func readPlayers() throws(FeedFault) -> [Player] {
    guard peek() == .openBracket else {
      let kind = try skipValue(level: 1)
      throw .shape(.playersNotAnArray(found: kind))
    }
    offset += 1
    var players: [Player] = []
    // A player takes at least 150 bytes of JSON (its twelve fields' names alone take 99), so
    // this is room for every player the rest of the feed can hold: the array never grows by
    // copying, which would hold the old and the new buffer at once. The room no player fills is
    // never written, so the system never gives it pages.
    players.reserveCapacity((bytes.count - offset) / 150 + 1)
    var isFirst = true
    while try nextElement(isFirst: isFirst) {
      isFirst = false
      let index = players.count + 1
      guard peek() == .openBrace else {
        let kind = try skipValue(level: 2)
        throw .shape(.playerNotAnObject(index: index, found: kind))
      }
      players.append(try readPlayer(index: index))
    }
    return players
  }

  /// The player whose `{` is at the offset: its whole object is read first, so that a fault
  /// names the player by its name wherever the name is, and the first fault reported is the
  /// first in the order of ``FeedField``.
  mutating func readPlayer(index: Int) throws(FeedFault) -> Player {
    offset += 1
    fields.removeAll(keepingCapacity: true)
    fields.append(contentsOf: repeatElement(nil, count: FeedField.ordered.count))
    var isFirst = true
    while let key = try nextKey(isFirst: isFirst) {
      isFirst = false
      // A repeated field keeps its first value, as Foundation does; the others are skipped.
      guard case .field(let field) = key, fields[field.rawValue] == nil else {
        _ = try skipValue(level: 3)
        continue
      }
      fields[field.rawValue] = try readValue(of: field.valueType)
    }
    return try player(index: index)
  }

  /// The player from ``fields``, or the fault of its first field in ``FeedField``'s order.
  mutating func player(index: Int) throws(FeedFault) -> Player {
    // Made only for a fault.
    var subject: FeedPlayerReference {
      guard case .text(let name) = fields[FeedField.name.rawValue] else {
        return FeedPlayerReference(index: index, name: nil)
      }
      return FeedPlayerReference(index: index, name: name)
    }
    var birthDate: BirthDate?
    for field in FeedField.ordered {
      switch fields[field.rawValue] {
      case nil:
        throw .shape(.missingField(subject, field: field.name))
      case .wrong(let found):
        throw .shape(
          .wrongField(subject, field: field.name, expected: field.valueType, found: found))
      case .text(let text) where field == .birthDate:
        birthDate = self.birthDate(parsing: text)
        guard birthDate != nil else {
          throw .shape(.invalidBirthDate(subject, found: text))
        }
      default:
        break
      }
    }
    guard let birthDate else { preconditionFailure("the birth date was checked above") }
    return Player(
      id: integer(.id), name: text(.name), number: integer(.number), country: text(.country),
      heightCentimetres: integer(.size), weightKilograms: integer(.weight),
      birthDate: birthDate, position: position(parsing: text(.position)),
      goals: integer(.goals), matches: integer(.matches),
      isAcademyGraduate: boolean(.fromPSGformation), photoURL: text(.imageURL))
  }

  /// A field checked by ``player(index:)``.
  func integer(_ field: FeedField) -> Int {
    guard case .integer(let value) = fields[field.rawValue] else { preconditionFailure() }
    return value
  }

  func text(_ field: FeedField) -> String {
    guard case .text(let value) = fields[field.rawValue] else { preconditionFailure() }
    return value
  }

  func boolean(_ field: FeedField) -> Bool {
    guard case .boolean(let value) = fields[field.rawValue] else { preconditionFailure() }
    return value
  }

  /// A field's value if it is of `type`, or the kind of value found instead (skipped).
  mutating func readValue(of type: FeedField.ValueType) throws(FeedFault) -> FieldValue {
    let first = peek()
    switch type {
    case .integer where first == .minus || first?.isDigit == true:
      return try readInteger()
    case .text where first == .quote:
      return .text(try readString())
    case .boolean where first == UInt8(ascii: "t") || first == UInt8(ascii: "f"):
      let value = first == UInt8(ascii: "t")
      try takeLiteral(value ? "true" : "false")
      return .boolean(value)
    default:
      return .wrong(try skipValue(level: 3))
    }
  }

  /// ``Position/init(parsing:)``, remembered: it folds the text each time.
  mutating func position(parsing text: String) -> Position {
    if let known = positions[text] { return known }
    let position = Position(parsing: text)
    if positions.count < Self.rememberedTexts { positions[text] = position }
    return position
  }

  /// ``BirthDate/init(parsing:)``, remembered.
  mutating func birthDate(parsing text: String) -> BirthDate? {
    if let known = birthDates[text] { return known }
    let date = BirthDate(parsing: text)
    if birthDates.count < Self.rememberedTexts { birthDates[text] = date }
    return date
  }

}
