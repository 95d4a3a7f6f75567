import Foundation

/// One player object of the feed, as `JSONDecoder` reads it.
///
/// The feed's field names are the original app's (`size`, `fromPSGformation`, `imageURL`…);
/// the fields are read in the feed's order, so the first problem reported is the first one
/// met. A field that is missing throws `DecodingError.keyNotFound`; a field of the wrong kind
/// throws a `DecodingError` at the field's coding path that says what was found instead.
///
/// ```swift
/// let player = try JSONDecoder().decode(FeedPlayer.self, from: data).player
/// ```
struct FeedPlayer: Decodable {
  var player: Player

  enum CodingKeys: String, CodingKey {
    case id, name, number, country, size, weight, birthDate, position, goals, matches
    case fromPSGformation, imageURL
  }

  init(from decoder: any Decoder) throws {
    guard let fields = try? decoder.container(keyedBy: CodingKeys.self) else {
      throw DecodingError.feedMismatch(
        at: decoder.codingPath, expected: "an object",
        found: try FeedValueKind(from: decoder))
    }
    let id = try fields.feedValue(Int.self, forKey: .id)
    let name = try fields.feedValue(String.self, forKey: .name)
    let number = try fields.feedValue(Int.self, forKey: .number)
    let country = try fields.feedValue(String.self, forKey: .country)
    let size = try fields.feedValue(Int.self, forKey: .size)
    let weight = try fields.feedValue(Int.self, forKey: .weight)
    let birthDateText = try fields.feedValue(String.self, forKey: .birthDate)
    guard let birthDate = BirthDate(parsing: birthDateText) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: fields.codingPath + [CodingKeys.birthDate],
          debugDescription: "must be a date written dd/MM/yyyy, found "
            + birthDateText.quotedForMessage(width: 20),
          underlyingError: FeedDecodingFault.invalidBirthDate(birthDateText)))
    }
    let position = try fields.feedValue(String.self, forKey: .position)
    let goals = try fields.feedValue(Int.self, forKey: .goals)
    let matches = try fields.feedValue(Int.self, forKey: .matches)
    let isAcademyGraduate = try fields.feedValue(Bool.self, forKey: .fromPSGformation)
    let photoURL = try fields.feedValue(String.self, forKey: .imageURL)
    player = Player(
      id: id, name: name, number: number, country: country, heightCentimetres: size,
      weightKilograms: weight, birthDate: birthDate, position: Position(parsing: position),
      goals: goals, matches: matches, isAcademyGraduate: isAcademyGraduate, photoURL: photoURL)
  }
}

extension KeyedDecodingContainer {
  /// The value for `key`, or a `DecodingError` that names the field and what it holds.
  ///
  /// An integer field accepts any JSON number whose value is a whole `Int` (`1000`, `1e3`),
  /// and nothing else.
  ///
  /// - Throws: `DecodingError.keyNotFound` when the field is missing; `typeMismatch` at the
  ///   field's path, with a description such as `must be an integer, found a string`, when it
  ///   holds something else (or a number that is not a whole `Int`).
  fileprivate func feedValue<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws
    -> Value
  {
    guard contains(key) else {
      throw DecodingError.keyNotFound(
        key, DecodingError.Context(codingPath: codingPath, debugDescription: "missing field"))
    }
    do {
      guard type == Int.self else { return try decode(type, forKey: key) }
      guard let integer = try wholeInteger(forKey: key) as? Value else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: self, debugDescription: "not a whole Int")
      }
      return integer
    } catch {
      let found = try decode(FeedValueKind.self, forKey: key)
      let expected: FeedValueType =
        switch type {
        case is Int.Type: .integer
        case is Bool.Type: .boolean
        default: .text
        }
      throw DecodingError.feedMismatch(
        at: codingPath + [key], expected: expected.description, found: found)
    }
  }

  /// The field as an `Int` if it holds a whole number in range, or `nil`.
  ///
  /// Read through `Decimal` (38 digits) rather than `JSONDecoder`'s `Int`, which goes through
  /// `Double` and so would read `0.999999999999999999` as 1 and `1e-400` as 0. The whole
  /// `Decimal` is compared with `Int`'s range and converted as a number, not through its text.
  private func wholeInteger(forKey key: Key) throws -> Int? {
    let value = try decode(Decimal.self, forKey: key)
    guard value.isWhole, integerRange.contains(value) else { return nil }
    return Int(NSDecimalNumber(decimal: value).int64Value)
  }
}

/// `Int`'s range as `Decimal`s, both ends exact.
let integerRange = Decimal(Int.min)...Decimal(Int.max)

extension Decimal {
  /// Whether the number has no fractional part.
  var isWhole: Bool {
    var rounded = Decimal()
    var original = self
    NSDecimalRound(&rounded, &original, 0, .plain)
    return rounded == self
  }
}
