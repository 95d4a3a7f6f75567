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

  private let bytes: UnsafeBufferPointer<UInt8>
  private var offset = 0
  private var positions: [String: Position] = [:]
  private var birthDates: [String: BirthDate?] = [:]
  /// The fields of the player being read, by ``FeedField/rawValue``; reused from player to
  /// player.
  private var fields: [FieldValue?] = []

  /// What a player's field held: its value, or the kind of value found instead.
  private enum FieldValue {
    case integer(Int)
    case text(String)
    case boolean(Bool)
    case wrong(FeedValueKind)
  }

  /// What a key names, read from its bytes.
  private enum KeyName {
    case field(FeedField)
    case players
    case other
  }

  private init(_ bytes: UnsafeBufferPointer<UInt8>) {
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

  private mutating func readDocument() throws(FeedFault) -> [Player] {
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

  private mutating func requireEnd() throws(FeedFault) {
    skipWhitespace()
    guard offset == bytes.count else { throw invalidValue() }
  }

  private mutating func readPlayers() throws(FeedFault) -> [Player] {
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
  private mutating func readPlayer(index: Int) throws(FeedFault) -> Player {
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
  private mutating func player(index: Int) throws(FeedFault) -> Player {
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
  private func integer(_ field: FeedField) -> Int {
    guard case .integer(let value) = fields[field.rawValue] else { preconditionFailure() }
    return value
  }

  private func text(_ field: FeedField) -> String {
    guard case .text(let value) = fields[field.rawValue] else { preconditionFailure() }
    return value
  }

  private func boolean(_ field: FeedField) -> Bool {
    guard case .boolean(let value) = fields[field.rawValue] else { preconditionFailure() }
    return value
  }

  /// A field's value if it is of `type`, or the kind of value found instead (skipped).
  private mutating func readValue(of type: FeedField.ValueType) throws(FeedFault) -> FieldValue {
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
  private mutating func position(parsing text: String) -> Position {
    if let known = positions[text] { return known }
    let position = Position(parsing: text)
    if positions.count < Self.rememberedTexts { positions[text] = position }
    return position
  }

  /// ``BirthDate/init(parsing:)``, remembered.
  private mutating func birthDate(parsing text: String) -> BirthDate? {
    if let known = birthDates[text] { return known }
    let date = BirthDate(parsing: text)
    if birthDates.count < Self.rememberedTexts { birthDates[text] = date }
    return date
  }

  // MARK: Objects and arrays

  /// The next key of an object and its colon, or `nil` at the object's `}`; `isFirst` right
  /// after the `{`. A comma before the `}` is accepted, as Foundation does.
  private mutating func nextKey(isFirst: Bool) throws(FeedFault) -> KeyName? {
    skipWhitespace()
    if take(.closeBrace) { return nil }
    if !isFirst {
      guard take(.comma) else { throw invalidValue() }
      skipWhitespace()
      if take(.closeBrace) { return nil }
    }
    guard peek() == .quote else { throw invalidValue() }
    let key = try readKey()
    skipWhitespace()
    guard take(.colon) else { throw invalidValue() }
    skipWhitespace()
    return key
  }

  /// Whether an array has another element, left at its first byte; `false` at the `]`.
  private mutating func nextElement(isFirst: Bool) throws(FeedFault) -> Bool {
    skipWhitespace()
    if take(.closeBracket) { return false }
    if !isFirst {
      guard take(.comma) else { throw invalidValue() }
      skipWhitespace()
      if take(.closeBracket) { return false }
    }
    return true
  }

  /// Skips one value of any kind, checking that it is JSON, and says what it was.
  ///
  /// It keeps no tree, only one bit a level (object or array), so a value of any size or depth
  /// up to ``maximumDepth`` costs constant memory.
  ///
  /// - Parameter level: How many arrays and objects hold the value.
  private mutating func skipValue(level: Int) throws(FeedFault) -> FeedValueKind {
    var kind: FeedValueKind?
    var isObject: [Bool] = []
    while true {
      // A value.
      skipWhitespace()
      guard let byte = peek() else { throw FeedFault.endOfFile }
      var opened = false
      switch byte {
      case .openBrace, .openBracket:
        guard level + isObject.count < Self.maximumDepth else {
          throw .syntax(offset: offset, .tooDeep)
        }
        offset += 1
        kind = kind ?? FeedValueKind(kind: byte == .openBrace ? .object : .array)
        isObject.append(byte == .openBrace)
        if byte == .openBrace {
          if try nextKey(isFirst: true) != nil { opened = true } else { isObject.removeLast() }
        } else {
          if try nextElement(isFirst: true) { opened = true } else { isObject.removeLast() }
        }
      case .quote:
        try skipString()
        kind = kind ?? FeedValueKind(kind: .string)
      case UInt8(ascii: "t"), UInt8(ascii: "f"):
        try takeLiteral(byte == UInt8(ascii: "t") ? "true" : "false")
        kind = kind ?? FeedValueKind(kind: .boolean)
      case UInt8(ascii: "n"):
        try takeLiteral("null")
        kind = kind ?? FeedValueKind(kind: .null)
      case _ where byte == .minus || byte.isDigit:
        try skipNumber()
        kind = kind ?? FeedValueKind(kind: .number(nil))
      default:
        throw invalidValue()
      }
      if opened { continue }
      // After a value: close what ends here, until another value follows.
      while let last = isObject.last {
        let hasMore = try last ? nextKey(isFirst: false) != nil : nextElement(isFirst: false)
        if hasMore { break }
        isObject.removeLast()
      }
      if isObject.isEmpty, let kind { return kind }
    }
  }

  // MARK: Strings

  /// What a key names; its escapes, if any, are decoded, so `"go\u0061ls"` is `goals`.
  private mutating func readKey() throws(FeedFault) -> KeyName {
    let start = offset + 1
    let hasEscapes = try skipString()
    let end = offset - 1
    func name(_ key: UnsafeBufferPointer<UInt8>) -> KeyName {
      if FeedField.matches(key, FeedField.playersKey) { return .players }
      return FeedField(key).map(KeyName.field) ?? .other
    }
    guard hasEscapes else { return name(UnsafeBufferPointer(rebasing: bytes[start..<end])) }
    // Decoded only as far as the longest name: a longer key names nothing.
    var decoded: [UInt8] = []
    var index = start
    while index < end, decoded.count <= FeedField.longestName {
      index = decodeCharacter(at: index, into: &decoded)
    }
    guard decoded.count <= FeedField.longestName else { return .other }
    return decoded.withUnsafeBufferPointer(name)
  }

  /// A string value, its escapes decoded.
  ///
  /// The string is checked to its end first, then decoded into a `String` of at most its
  /// length in the feed (an escape is never shorter than what it stands for).
  private mutating func readString() throws(FeedFault) -> String {
    let start = offset + 1
    let hasEscapes = try skipString()
    let end = offset - 1
    let raw = UnsafeBufferPointer(rebasing: bytes[start..<end])
    guard hasEscapes else { return String(decoding: raw, as: UTF8.self) }
    var decoded: [UInt8] = []
    decoded.reserveCapacity(raw.count)
    var index = start
    while index < end { index = decodeCharacter(at: index, into: &decoded) }
    return String(decoding: decoded, as: UTF8.self)
  }

  /// Skips a string, its `"` at the offset, checking its characters and escapes.
  ///
  /// - Returns: Whether the string has escapes.
  @discardableResult
  private mutating func skipString() throws(FeedFault) -> Bool {
    offset += 1
    var hasEscapes = false
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == .quote {
        offset += 1
        return hasEscapes
      }
      if byte == .backslash {
        hasEscapes = true
        try skipEscape()
        continue
      }
      guard byte >= 0x20 else {
        throw .syntax(offset: offset, .unescapedControlCharacter)
      }
      offset += 1
    }
    throw FeedFault.endOfFile
  }

  /// Skips an escape, its backslash at the offset, checking it: a known letter, or `\u` with
  /// four hexadecimal digits that are a character or a whole surrogate pair.
  private mutating func skipEscape() throws(FeedFault) {
    let start = offset
    guard offset + 1 < bytes.count else { throw FeedFault.endOfFile }
    let letter = bytes[offset + 1]
    offset += 2
    switch letter {
    case .quote, .backslash, UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
      UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      return
    case UInt8(ascii: "u"):
      guard let unit = hexUnit(at: offset) else {
        throw .syntax(offset: start, .invalidEscape)
      }
      offset += 4
      switch unit {
      case 0xD800..<0xDC00:
        if offset + 1 < bytes.count, bytes[offset] == .backslash,
          bytes[offset + 1] == UInt8(ascii: "u"), let low = hexUnit(at: offset + 2),
          (0xDC00..<0xE000).contains(low)
        {
          offset += 6
          return
        }
        throw loneSurrogate(at: start)
      case 0xDC00..<0xE000:
        throw loneSurrogate(at: start)
      default:
        return
      }
    default:
      throw .syntax(offset: start, .invalidEscape)
    }
  }

  private func loneSurrogate(at start: Int) -> FeedFault {
    let escape = String(decoding: bytes[start..<start + 6], as: UTF8.self)
    return .syntax(offset: start, .loneSurrogate(escape))
  }

  /// Appends the UTF-8 of the character at `index` (checked by ``skipString()``: plain or an
  /// escape) to `decoded`; returns the index after it.
  private func decodeCharacter(at index: Int, into decoded: inout [UInt8]) -> Int {
    let byte = bytes[index]
    guard byte == .backslash else {
      decoded.append(byte)
      return index + 1
    }
    let scalar: Unicode.Scalar
    var next = index + 2
    switch bytes[index + 1] {
    case UInt8(ascii: "b"): scalar = "\u{08}"
    case UInt8(ascii: "f"): scalar = "\u{0C}"
    case UInt8(ascii: "n"): scalar = "\n"
    case UInt8(ascii: "r"): scalar = "\r"
    case UInt8(ascii: "t"): scalar = "\t"
    case UInt8(ascii: "u"):
      var unit = hexUnit(at: next) ?? 0xFFFD
      next += 4
      if (0xD800..<0xDC00).contains(unit) {
        let low = hexUnit(at: next + 2) ?? 0xDC00
        unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        next += 6
      }
      scalar = Unicode.Scalar(unit) ?? "\u{FFFD}"
    default: scalar = Unicode.Scalar(bytes[index + 1])
    }
    decoded.append(contentsOf: UTF8.encode(scalar)!)
    return next
  }

  /// The four hexadecimal digits at `index`, or `nil` if they are not there.
  private func hexUnit(at index: Int) -> UInt32? {
    guard index >= 0, bytes.count - index >= 4 else { return nil }
    var unit: UInt32 = 0
    for byte in bytes[index..<index + 4] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      unit = unit << 4 | UInt32(digit)
    }
    return unit
  }

  // MARK: Numbers and literals

  /// An integer field's number: a plain integer is read at once; any other number (`1e3`,
  /// `12.50e1`) is read as `Decimal`, as `JSONDecoder`'s path reads it, and taken when its
  /// value is a whole `Int`.
  private mutating func readInteger() throws(FeedFault) -> FieldValue {
    let start = offset
    try skipNumber()
    let token = UnsafeBufferPointer(rebasing: bytes[start..<offset])
    if let value = Self.plainInteger(token) { return .integer(value) }
    let value = Decimal(string: String(decoding: token, as: UTF8.self))
    if let value, value.isWhole, integerRange.contains(value) {
      return .integer(Int(NSDecimalNumber(decimal: value).int64Value))
    }
    return .wrong(FeedValueKind(kind: .number(value)))
  }

  /// The value of a number written as a plain integer (`-12`, `0`) that fits in `Int`; `nil`
  /// for anything else.
  private static func plainInteger(_ token: UnsafeBufferPointer<UInt8>) -> Int? {
    var digits = token[...]
    let isNegative = digits.first == .minus
    if isNegative { digits = digits.dropFirst() }
    guard !digits.isEmpty, digits.allSatisfy(\.isDigit) else { return nil }
    // Accumulated as a negative number, whose range holds Int.min.
    var value = 0
    for byte in digits {
      let (times10, overflowed) = value.multipliedReportingOverflow(by: 10)
      let (next, overflowedAgain) = times10.subtractingReportingOverflow(Int(byte &- 0x30))
      guard !overflowed, !overflowedAgain else { return nil }
      value = next
    }
    if isNegative { return value }
    return value == .min ? nil : -value
  }

  /// Skips a number: `-`, an integer part without leading zeros, then an optional fraction
  /// and exponent, each with at least one digit.
  private mutating func skipNumber() throws(FeedFault) {
    _ = take(.minus)
    if take(UInt8(ascii: "0")) {
      if peek()?.isDigit == true {
        throw .syntax(offset: offset, .leadingZero)
      }
    } else {
      try skipDigits()
    }
    if take(UInt8(ascii: ".")) { try skipDigits() }
    if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
      if !take(UInt8(ascii: "+")) { _ = take(.minus) }
      try skipDigits()
    }
  }

  /// Skips one digit or more.
  private mutating func skipDigits() throws(FeedFault) {
    guard peek()?.isDigit == true else { throw invalidValue() }
    while offset < bytes.count, bytes[offset].isDigit { offset += 1 }
  }

  private mutating func takeLiteral(_ literal: StaticString) throws(FeedFault) {
    let count = literal.utf8CodeUnitCount
    for index in 0..<count {
      guard offset + index < bytes.count else { throw FeedFault.endOfFile }
      guard bytes[offset + index] == literal.utf8Start[index] else {
        throw .syntax(offset: offset, .invalidValue)
      }
    }
    offset += count
  }

  // MARK: Bytes

  /// `invalid value` at the offset, or the end of the file if the bytes end there.
  private func invalidValue() -> FeedFault {
    offset < bytes.count ? .syntax(offset: offset, .invalidValue) : .endOfFile
  }

  private func peek() -> UInt8? {
    offset < bytes.count ? bytes[offset] : nil
  }

  private mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x0A, 0x0D, 0x09: offset += 1
      default: return
      }
    }
  }

  private mutating func take(_ byte: UInt8) -> Bool {
    guard offset < bytes.count, bytes[offset] == byte else { return false }
    offset += 1
    return true
  }
}

extension UInt8 {
  fileprivate static let quote = UInt8(ascii: "\"")
  fileprivate static let backslash = UInt8(ascii: "\\")
  fileprivate static let openBrace = UInt8(ascii: "{")
  fileprivate static let closeBrace = UInt8(ascii: "}")
  fileprivate static let openBracket = UInt8(ascii: "[")
  fileprivate static let closeBracket = UInt8(ascii: "]")
  fileprivate static let colon = UInt8(ascii: ":")
  fileprivate static let comma = UInt8(ascii: ",")
  fileprivate static let minus = UInt8(ascii: "-")

  fileprivate var isDigit: Bool { self &- UInt8(ascii: "0") < 10 }
}
