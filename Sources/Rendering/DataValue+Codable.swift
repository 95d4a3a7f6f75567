/// A value as data: its `type` and its numbers, such as
/// `{"type":"date","iso8601":"1986-12-16","year":1986,"month":12,"day":16}`; a date also as
/// ``iso8601``, which a reader may use instead of the three numbers. The other types hold one
/// field named after their unit or type: `{"type":"length","centimetres":178}`,
/// `{"type":"mass","kilograms":73}`, `{"type":"id","id":32}`,
/// `{"type":"choice","choice":"centreBack"}`, `{"type":"boolean","boolean":true}`.
extension DataValue: Codable {
  private enum Tag: String, CaseIterable {
    case date, number, length, mass
    case identifier = "id"
    case choice, boolean
  }

  private static let tagKey = "type"

  /// The fields of a date. `iso8601` is written, and optional to a reader.
  private struct DateFields: Codable {
    var iso8601: String?
    var year: Int
    var month: Int
    var day: Int
  }

  public init(from decoder: any Decoder) throws {
    switch try decoder.decodeCaseTag(Tag.self, forKey: Self.tagKey, naming: "value type") {
    case .date:
      let date = try DateFields(from: decoder)
      self = .date(year: date.year, month: date.month, day: date.day)
    case .number: self = .number(try decoder.decodeCaseField(forKey: "number"))
    case .length: self = .length(centimetres: try decoder.decodeCaseField(forKey: "centimetres"))
    case .mass: self = .mass(kilograms: try decoder.decodeCaseField(forKey: "kilograms"))
    case .identifier: self = .identifier(try decoder.decodeCaseField(forKey: "id"))
    case .choice: self = .choice(try decoder.decodeCaseField(forKey: "choice"))
    case .boolean: self = .boolean(try decoder.decodeCaseField(forKey: "boolean"))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .date(let year, let month, let day):
      let fields = DateFields(iso8601: iso8601, year: year, month: month, day: day)
      try encode(fields, as: .date, to: encoder)
    case .number(let number): try encode(number, as: .number, named: "number", to: encoder)
    case .length(let centimetres):
      try encode(centimetres, as: .length, named: "centimetres", to: encoder)
    case .mass(let kilograms): try encode(kilograms, as: .mass, named: "kilograms", to: encoder)
    case .identifier(let id): try encode(id, as: .identifier, named: "id", to: encoder)
    case .choice(let key): try encode(key, as: .choice, named: "choice", to: encoder)
    case .boolean(let value): try encode(value, as: .boolean, named: "boolean", to: encoder)
    }
  }

  private func encode(_ fields: some Encodable, as tag: Tag, to encoder: any Encoder) throws {
    try encoder.encode(fields, taggedAs: tag, forKey: Self.tagKey)
  }

  /// Writes the tag and a case's one field, such as `{"type":"length","centimetres":178}`.
  private func encode(
    _ value: some Encodable, as tag: Tag, named field: String, to encoder: any Encoder
  ) throws {
    try encoder.encode(value, named: field, taggedAs: tag, forKey: Self.tagKey)
  }
}
