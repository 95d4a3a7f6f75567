/// Reads a well-formed feed straight from its bytes, or gives up.
///
/// It is ``FeedDecoder``'s fast path: one pass over the UTF-8 bytes that builds the players
/// without `JSONDecoder`'s containers, coding keys and number conversions. It reads strict JSON
/// (RFC 8259) in the feed's format and nothing else: at the first thing it does not take
/// exactly as `JSONDecoder` would (a syntax error, a missing or repeated field, a value of the
/// wrong kind, a number that is not a plain integer in `Int`'s range, an escaped key, a
/// trailing comma, extra values nested deeper than ``maximumDepth``) it returns `nil`, and the
/// decoder reads the feed again with `JSONDecoder`, which decodes it or says precisely where it
/// breaks. So it never reports an error itself, and whatever it returns is what `JSONDecoder`
/// would have returned.
///
/// The bytes must be valid UTF-8 (``FeedDecoder`` checks that first).
///
/// ```swift
/// let bytes = Array(#"{"players": []}"#.utf8)
/// bytes.withUnsafeBufferPointer { FeedByteReader.players(in: $0) }  // []
/// bytes.withUnsafeBufferPointer { FeedByteReader.players(in: $0[..<5]) }  // nil
/// ```
struct FeedByteReader {
  /// How deep extra fields may nest arrays and objects before the feed is left to
  /// `JSONDecoder`, which stops at 512 levels with an error.
  static let maximumDepth = 64

  /// How many distinct positions and birth dates are remembered once parsed: a feed repeats
  /// them, and a hostile one that never does only stops being remembered.
  static let rememberedTexts = 4096

  private let bytes: UnsafeBufferPointer<UInt8>
  private var offset = 0
  private var positions: [String: Position] = [:]
  private var birthDates: [String: BirthDate?] = [:]

  private init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The players of the feed in `bytes`, or `nil` when the feed is not one this reader takes
  /// exactly as `JSONDecoder` would.
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  static func players(in bytes: UnsafeBufferPointer<UInt8>) -> [Player]? {
    var reader = FeedByteReader(bytes)
    return reader.readDocument()
  }

  static func players(in bytes: Slice<UnsafeBufferPointer<UInt8>>) -> [Player]? {
    players(in: UnsafeBufferPointer(rebasing: bytes))
  }

  // MARK: The feed's structure

  private mutating func readDocument() -> [Player]? {
    skipWhitespace()
    guard take(.openBrace) else { return nil }
    var players: [Player]?
    skipWhitespace()
    if !take(.closeBrace) {
      repeat {
        skipWhitespace()
        guard let key = readKey() else { return nil }
        guard skipColon() else { return nil }
        if FeedField.matches(key, FeedField.playersKey) {
          guard players == nil, let list = readPlayers() else { return nil }
          players = list
        } else {
          guard skipValue(depth: 1) else { return nil }
        }
        skipWhitespace()
      } while take(.comma)
      guard take(.closeBrace) else { return nil }
    }
    skipWhitespace()
    guard offset == bytes.count else { return nil }
    return players
  }

  private mutating func readPlayers() -> [Player]? {
    guard take(.openBracket) else { return nil }
    var players: [Player] = []
    // A player takes at least 150 bytes of JSON; reserving for that avoids most regrowth
    // without trusting the feed for more than its own size.
    players.reserveCapacity((bytes.count - offset) / 256)
    skipWhitespace()
    if take(.closeBracket) { return players }
    repeat {
      skipWhitespace()
      guard let player = readPlayer() else { return nil }
      players.append(player)
      skipWhitespace()
    } while take(.comma)
    guard take(.closeBracket) else { return nil }
    return players
  }

  private mutating func readPlayer() -> Player? {
    guard take(.openBrace) else { return nil }
    var integers: (id: Int?, number: Int?, size: Int?, weight: Int?, goals: Int?, matches: Int?)
    var texts: (name: String?, country: String?, birthDate: String?, position: String?)
    var photoURL: String?
    var isAcademyGraduate: Bool?

    /// Stores `value` in `slot` unless the field came before: a repeated field goes to
    /// `JSONDecoder`, whose choice between the two is its own.
    func fill<Value>(_ slot: inout Value?, _ value: Value?) -> Bool {
      guard slot == nil, let value else { return false }
      slot = value
      return true
    }

    skipWhitespace()
    guard !take(.closeBrace) else { return nil }
    repeat {
      skipWhitespace()
      guard let key = readKey(), skipColon() else { return nil }
      let stored: Bool
      switch FeedField(key) {
      case .id: stored = fill(&integers.id, readInteger())
      case .name: stored = fill(&texts.name, readString())
      case .number: stored = fill(&integers.number, readInteger())
      case .country: stored = fill(&texts.country, readString())
      case .size: stored = fill(&integers.size, readInteger())
      case .weight: stored = fill(&integers.weight, readInteger())
      case .birthDate: stored = fill(&texts.birthDate, readString())
      case .position: stored = fill(&texts.position, readString())
      case .goals: stored = fill(&integers.goals, readInteger())
      case .matches: stored = fill(&integers.matches, readInteger())
      case .fromPSGformation: stored = fill(&isAcademyGraduate, readBoolean())
      case .imageURL: stored = fill(&photoURL, readString())
      case nil: stored = skipValue(depth: 3)
      }
      guard stored else { return nil }
      skipWhitespace()
    } while take(.comma)
    guard take(.closeBrace) else { return nil }

    guard let id = integers.id, let name = texts.name, let number = integers.number,
      let country = texts.country, let size = integers.size, let weight = integers.weight,
      let birthDateText = texts.birthDate, let birthDate = birthDate(parsing: birthDateText),
      let positionText = texts.position, let goals = integers.goals,
      let matches = integers.matches, let isAcademyGraduate, let photoURL
    else { return nil }
    return Player(
      id: id, name: name, number: number, country: country, heightCentimetres: size,
      weightKilograms: weight, birthDate: birthDate, position: position(parsing: positionText),
      goals: goals, matches: matches, isAcademyGraduate: isAcademyGraduate, photoURL: photoURL)
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

  // MARK: Values

  /// A key's bytes, between its quotes; `nil` for a key with an escape, which could spell a
  /// field's name in another way.
  private mutating func readKey() -> UnsafeBufferPointer<UInt8>? {
    guard take(.quote) else { return nil }
    let start = offset
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == .quote {
        offset += 1
        return UnsafeBufferPointer(rebasing: bytes[start..<offset - 1])
      }
      guard byte != .backslash, byte >= 0x20 else { return nil }
      offset += 1
    }
    return nil
  }

  private mutating func skipColon() -> Bool {
    skipWhitespace()
    guard take(.colon) else { return false }
    skipWhitespace()
    return true
  }

  /// A string value, its escapes decoded; `nil` if it is not a valid JSON string.
  private mutating func readString() -> String? {
    guard take(.quote) else { return nil }
    let start = offset
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == .quote {
        offset += 1
        return String(
          decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset - 1]), as: UTF8.self)
      }
      if byte == .backslash {
        return readEscapedString(from: start)
      }
      guard byte >= 0x20 else { return nil }
      offset += 1
    }
    return nil
  }

  /// The rest of a string that has escapes, its plain start already scanned from `start`.
  private mutating func readEscapedString(from start: Int) -> String? {
    var decoded = Array(bytes[start..<offset])
    while offset < bytes.count {
      let byte = bytes[offset]
      offset += 1
      switch byte {
      case .quote:
        return String(decoding: decoded, as: UTF8.self)
      case .backslash:
        guard let scalar = readEscape() else { return nil }
        decoded.append(contentsOf: UTF8.encode(scalar)!)
      case ..<0x20:
        return nil
      default:
        decoded.append(byte)
      }
    }
    return nil
  }

  /// The character an escape stands for, the backslash already read; `nil` for an unknown
  /// escape or a lone surrogate.
  private mutating func readEscape() -> Unicode.Scalar? {
    guard offset < bytes.count else { return nil }
    let byte = bytes[offset]
    offset += 1
    switch byte {
    case .quote, .backslash, UInt8(ascii: "/"): return Unicode.Scalar(byte)
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      guard let unit = readHexUnit() else { return nil }
      switch unit {
      case 0xD800..<0xDC00:
        guard take(.backslash), take(UInt8(ascii: "u")), let low = readHexUnit(),
          (0xDC00..<0xE000).contains(low)
        else { return nil }
        return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
      case 0xDC00..<0xE000:
        return nil
      default:
        return Unicode.Scalar(unit)
      }
    default:
      return nil
    }
  }

  /// The four hexadecimal digits of a `\u` escape.
  private mutating func readHexUnit() -> UInt32? {
    guard bytes.count - offset >= 4 else { return nil }
    var unit: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[offset]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      unit = unit << 4 | UInt32(digit)
      offset += 1
    }
    return unit
  }

  /// A number written as a plain integer (`-12`, `0`) that fits in `Int`; `nil` for anything
  /// else, including `1.0` and `1e3`, which `JSONDecoder`'s path reads exactly.
  private mutating func readInteger() -> Int? {
    let isNegative = take(.minus)
    guard offset < bytes.count, bytes[offset].isDigit else { return nil }
    // Leading zeros are not JSON.
    if bytes[offset] == UInt8(ascii: "0"), offset + 1 < bytes.count, bytes[offset + 1].isDigit {
      return nil
    }
    // Accumulated as a negative number, whose range holds Int.min.
    var value = 0
    while offset < bytes.count, bytes[offset].isDigit {
      let digit = Int(bytes[offset] &- UInt8(ascii: "0"))
      let (times10, overflowed) = value.multipliedReportingOverflow(by: 10)
      let (next, overflowedAgain) = times10.subtractingReportingOverflow(digit)
      guard !overflowed, !overflowedAgain else { return nil }
      value = next
      offset += 1
    }
    if offset < bytes.count {
      let next = bytes[offset]
      guard next != UInt8(ascii: "."), next != UInt8(ascii: "e"), next != UInt8(ascii: "E")
      else { return nil }
    }
    if isNegative { return value }
    guard value != .min else { return nil }
    return -value
  }

  private mutating func readBoolean() -> Bool? {
    if takeLiteral("true") { return true }
    if takeLiteral("false") { return false }
    return nil
  }

  /// Skips one value of any kind, checking that it is valid JSON; `false` if it is not, or
  /// nests deeper than ``maximumDepth``.
  private mutating func skipValue(depth: Int) -> Bool {
    guard offset < bytes.count, depth <= Self.maximumDepth else { return false }
    switch bytes[offset] {
    case .quote:
      return readString() != nil
    case .openBrace:
      offset += 1
      skipWhitespace()
      if take(.closeBrace) { return true }
      repeat {
        skipWhitespace()
        guard readString() != nil, skipColon(), skipValue(depth: depth + 1) else { return false }
        skipWhitespace()
      } while take(.comma)
      return take(.closeBrace)
    case .openBracket:
      offset += 1
      skipWhitespace()
      if take(.closeBracket) { return true }
      repeat {
        skipWhitespace()
        guard skipValue(depth: depth + 1) else { return false }
        skipWhitespace()
      } while take(.comma)
      return take(.closeBracket)
    case UInt8(ascii: "t"): return takeLiteral("true")
    case UInt8(ascii: "f"): return takeLiteral("false")
    case UInt8(ascii: "n"): return takeLiteral("null")
    default: return skipNumber()
    }
  }

  /// Skips a number: `-`, an integer part without leading zeros, then an optional fraction
  /// and exponent, each with at least one digit.
  private mutating func skipNumber() -> Bool {
    _ = take(.minus)
    guard take(UInt8(ascii: "0")) || skipDigits() else { return false }
    if take(UInt8(ascii: ".")) {
      guard skipDigits() else { return false }
    }
    if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
      if !take(UInt8(ascii: "+")) { _ = take(.minus) }
      guard skipDigits() else { return false }
    }
    return offset == bytes.count || !bytes[offset].isDigit
  }

  /// Skips one digit or more; `false` if there is none.
  private mutating func skipDigits() -> Bool {
    let start = offset
    while offset < bytes.count, bytes[offset].isDigit { offset += 1 }
    return offset > start
  }

  // MARK: Bytes

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

  private mutating func takeLiteral(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard bytes.count - offset >= count else { return false }
    for index in 0..<count where bytes[offset + index] != literal.utf8Start[index] {
      return false
    }
    // `truex` is not JSON; the next byte must end the literal.
    if offset + count < bytes.count, bytes[offset + count].isLetterOrDigit { return false }
    offset += count
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

  fileprivate var isLetterOrDigit: Bool {
    isDigit || (self | 0x20) &- UInt8(ascii: "a") < 26
  }
}
