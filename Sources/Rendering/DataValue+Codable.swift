/// A value as data: its `type` and its numbers, such as
/// `{"type":"date","iso8601":"1986-12-16","year":1986,"month":12,"day":16}`; a date also as
/// ``iso8601``, which a reader may use instead of the three numbers.
extension DataValue: Codable {
  private enum Tag: String, CaseIterable {
    case date = "date"
    case number = "number"
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

  public init(from decoder: any Decoder) throws {
    switch try decoder.decodeCaseTag(Tag.self, forKey: Self.tagKey, naming: "value type") {
    case .date:
      let date = try DateFields(from: decoder)
      self = .date(year: date.year, month: date.month, day: date.day)
    case .number:
      self = .number(try NumberFields(from: decoder).number)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .date(let year, let month, let day):
      let fields = DateFields(iso8601: iso8601, year: year, month: month, day: day)
      try encoder.encode(fields, taggedAs: Tag.date, forKey: Self.tagKey)
    case .number(let number):
      try encoder.encode(NumberFields(number: number), taggedAs: Tag.number, forKey: Self.tagKey)
    }
  }
}
