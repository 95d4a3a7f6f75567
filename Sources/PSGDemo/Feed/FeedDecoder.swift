import Foundation

/// Reads the original app's JSON feed into players.
///
/// The feed is `{"players": [...]}`, each player an object with `id`, `name`, `number`,
/// `country`, `size` (cm), `weight` (kg), `birthDate` (`dd/MM/yyyy`), `position`, `goals`,
/// `matches`, `fromPSGformation` and `imageURL`. Extra fields are ignored, unknown positions are
/// kept as ``Position/unknown(_:)`` and an empty list is a valid, empty feed.
///
/// The feed is untrusted: any input gives either players or one ``FeedError`` with exit code
/// ``FeedError/dataError`` (65) that says where the feed breaks:
///
/// ```swift
/// let data = Data(#"{"players": [{"id": 1, "name": "Keylor NAVAS", "number": "1"}]}"#.utf8)
/// try FeedDecoder.decode(data, source: "players.json")
/// // throws: players.json: player 1 ("Keylor NAVAS"): field "number" must be an integer,
/// //         found a string
/// ```
public enum FeedDecoder {
  /// Decodes a feed.
  ///
  /// - Parameters:
  ///   - data: The bytes of the feed: UTF-8 JSON, with or without a byte order mark.
  ///   - source: How the feed is named to the user in errors, such as its path.
  /// - Returns: The players in feed order.
  /// - Throws: A ``FeedError`` with exit code 65 when the feed is empty, not UTF-8, not JSON, or
  ///   not in the feed's format.
  /// - Complexity: O(*n*) in the size of the feed.
  public static func decode(_ data: Data, source: String) throws(FeedError) -> [Player] {
    var bytes = [UInt8](data)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    func fail(_ message: String) -> FeedError {
      FeedError(source: source, message: message, exitCode: FeedError.dataError)
    }

    guard bytes.contains(where: { !Self.isJSONWhitespace($0) }) else {
      throw fail("the feed is empty")
    }
    if let invalid = TextPosition.firstInvalidUTF8Offset(in: bytes) {
      let position = TextPosition(offset: invalid, in: bytes)
      let byte = String(bytes[invalid], radix: 16, uppercase: true)
      throw fail("not UTF-8 text: invalid byte 0x\(byte) at \(position)")
    }

    let document: JSONValue
    do {
      document = try JSONParser.parse(bytes)
    } catch {
      throw fail(
        "not valid JSON at \(TextPosition(offset: error.offset, in: bytes)): \(error.message)")
    }

    guard case .object(let root) = document else {
      throw fail("the top level must be an object with a \"players\" array, found \(document.kind)")
    }
    guard let list = root["players"] else {
      throw fail("no \"players\" array at the top level")
    }
    guard case .array(let items) = list else {
      throw fail("field \"players\" must be an array, found \(list.kind)")
    }
    var players: [Player] = []
    players.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      do {
        players.append(try PlayerReader(item, number: index + 1).player())
      } catch {
        throw fail(error.message)
      }
    }
    return players
  }

  private static func isJSONWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }
}

/// Reads one player object, naming it in errors by its place in the list and its name.
private struct PlayerReader {
  struct Problem: Error {
    var message: String
  }

  private let value: JSONValue
  /// The player as named in messages: `player 3 ("Denis FRANCHI")`, or `player 3`.
  private let label: String

  init(_ value: JSONValue, number: Int) {
    self.value = value
    if case .object(let fields) = value, case .string(let name)? = fields["name"] {
      label = "player \(number) (\(name.quotedForMessage()))"
    } else {
      label = "player \(number)"
    }
  }

  func player() throws(Problem) -> Player {
    guard case .object(let fields) = value else {
      throw Problem(message: "\(label) must be an object, found \(value.kind)")
    }
    // Read in the feed's order of fields, so the first problem reported is the first one met.
    let id = try integer("id", in: fields)
    let name = try string("name", in: fields)
    let number = try integer("number", in: fields)
    let country = try string("country", in: fields)
    let size = try integer("size", in: fields)
    let weight = try integer("weight", in: fields)
    let birthDateText = try string("birthDate", in: fields)
    guard let birthDate = BirthDate(parsing: birthDateText) else {
      throw Problem(
        message: "\(label): field \"birthDate\" must be a date written dd/MM/yyyy, "
          + "found \(birthDateText.quotedForMessage(width: 20))")
    }
    let position = try string("position", in: fields)
    let goals = try integer("goals", in: fields)
    let matches = try integer("matches", in: fields)
    let isAcademyGraduate = try boolean("fromPSGformation", in: fields)
    let photoURL = try string("imageURL", in: fields)
    return Player(
      id: id, name: name, number: number, country: country, heightCentimetres: size,
      weightKilograms: weight, birthDate: birthDate, position: Position(parsing: position),
      goals: goals, matches: matches, isAcademyGraduate: isAcademyGraduate, photoURL: photoURL)
  }

  private func field(_ key: String, in fields: [String: JSONValue]) throws(Problem) -> JSONValue {
    guard let value = fields[key] else {
      throw Problem(message: "\(label): missing field \"\(key)\"")
    }
    return value
  }

  private func wrongType(_ key: String, expected: String, found: String) -> Problem {
    Problem(message: "\(label): field \"\(key)\" must be \(expected), found \(found)")
  }

  private func string(_ key: String, in fields: [String: JSONValue]) throws(Problem) -> String {
    let value = try field(key, in: fields)
    guard case .string(let text) = value else {
      throw wrongType(key, expected: "a string", found: value.kind)
    }
    return text
  }

  private func boolean(_ key: String, in fields: [String: JSONValue]) throws(Problem) -> Bool {
    let value = try field(key, in: fields)
    guard case .bool(let flag) = value else {
      throw wrongType(key, expected: "a boolean", found: value.kind)
    }
    return flag
  }

  private func integer(_ key: String, in fields: [String: JSONValue]) throws(Problem) -> Int {
    let value = try field(key, in: fields)
    guard case .number(let text) = value else {
      throw wrongType(key, expected: "an integer", found: value.kind)
    }
    // The parser checked the grammar, so the text is digits with an optional sign, fraction
    // and exponent; only plain integers that fit an `Int` are accepted.
    let shown = text.truncated(toWidth: 24)
    guard !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) else {
      throw wrongType(key, expected: "an integer", found: "the number \(shown)")
    }
    guard let integer = Int(text) else {
      throw wrongType(key, expected: "an integer", found: "the number \(shown), out of range")
    }
    return integer
  }
}
