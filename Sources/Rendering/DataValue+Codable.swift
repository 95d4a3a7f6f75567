/// A value as data: its `type` and its numbers, such as
/// `{"type":"date","iso8601":"1986-12-16","year":1986,"month":12,"day":16}`; a date also as
/// ``iso8601``, which a reader may use instead of the three numbers. The other types hold one
/// field named after their unit or type: `{"type":"length","centimetres":178}`,
/// `{"type":"mass","kilograms":73}`, `{"type":"id","id":32}`,
/// `{"type":"choice","choice":"centreBack"}`, `{"type":"boolean","boolean":true}`.
extension DataValue: Codable {
  private enum Tag: String, CaseIterable {
    case date = "date"
    case number = "number"
    case length = "length"
    case mass = "mass"
    case identifier = "id"
    case choice = "choice"
    case boolean = "boolean"
  }

  private static let tagKey = "type"

  /// The fields of a date. `iso8601` is written, and optional to a reader.
  private struct DateFields: Codable {
    var iso8601: String?
    var year: Int
    var month: Int
    var day: Int
  }

  /// The field of a number.
  private struct NumberFields: Codable {
    var number: Int
  }

  /// The field of a length.
  private struct LengthFields: Codable {
    var centimetres: Int
  }

  /// The field of a mass.
  private struct MassFields: Codable {
    var kilograms: Int
  }

  /// The field of an identifier.
  private struct IdentifierFields: Codable {
    var id: Int
  }

  /// The field of a choice: its stable key.
  private struct ChoiceFields: Codable {
    var choice: String
  }

  /// The field of a yes or no.
  private struct BooleanFields: Codable {
    var boolean: Bool
  }

  public init(from decoder: any Decoder) throws {
    switch try decoder.decodeCaseTag(Tag.self, forKey: Self.tagKey, naming: "value type") {
    case .date:
      let date = try DateFields(from: decoder)
      self = .date(year: date.year, month: date.month, day: date.day)
    case .number:
      self = .number(try NumberFields(from: decoder).number)
    case .length: self = .length(centimetres: try LengthFields(from: decoder).centimetres)
    case .mass: self = .mass(kilograms: try MassFields(from: decoder).kilograms)
    case .identifier: self = .identifier(try IdentifierFields(from: decoder).id)
    case .choice: self = .choice(try ChoiceFields(from: decoder).choice)
    case .boolean: self = .boolean(try BooleanFields(from: decoder).boolean)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .date(let year, let month, let day):
      let fields = DateFields(iso8601: iso8601, year: year, month: month, day: day)
      try encode(fields, as: .date, to: encoder)
    case .number(let number):
      try encode(NumberFields(number: number), as: .number, to: encoder)
    case .length(let centimetres):
      try encode(LengthFields(centimetres: centimetres), as: .length, to: encoder)
    case .mass(let kilograms): try encode(MassFields(kilograms: kilograms), as: .mass, to: encoder)
    case .identifier(let id): try encode(IdentifierFields(id: id), as: .identifier, to: encoder)
    case .choice(let key): try encode(ChoiceFields(choice: key), as: .choice, to: encoder)
    case .boolean(let value): try encode(BooleanFields(boolean: value), as: .boolean, to: encoder)
    }
  }

  private func encode(_ fields: some Encodable, as tag: Tag, to encoder: any Encoder) throws {
    try encoder.encode(fields, taggedAs: tag, forKey: Self.tagKey)
  }
}
