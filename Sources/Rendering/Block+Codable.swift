/// A block as data: an object whose `"kind"` says which block it is, with that block's fields
/// beside it, such as `{"kind":"text","text":"Players 1–35 of 35","role":"secondary"}`.
///
/// A reader refuses a kind it does not know, naming it, rather than dropping what a scene
/// shows.
extension Block: Codable {
  /// The `kind` of every block, in the order ``Block`` declares them.
  public static let kinds = Kind.allCases.map(\.rawValue)

  private enum Kind: String, CaseIterable {
    case text, search, table, options, fields, image, status, chart
  }

  private static let kindKey = "kind"

  /// The fields of a paragraph.
  private struct TextFields: Codable {
    var text: String
    var role: TextRole
  }

  /// The field of a list of fields.
  private struct FieldList: Codable {
    var fields: [Field]
  }

  public init(from decoder: any Decoder) throws {
    switch try decoder.decodeCaseTag(Kind.self, forKey: Self.kindKey, naming: "block kind") {
    case .text:
      let paragraph = try TextFields(from: decoder)
      self = .text(paragraph.text, role: paragraph.role)
    case .search: self = .search(try SearchField(from: decoder))
    case .table: self = .table(try Table(from: decoder))
    case .options: self = .options(try OptionList(from: decoder))
    case .fields: self = .fields(try FieldList(from: decoder).fields)
    case .image: self = .image(try ImageReference(from: decoder))
    case .status: self = .status(try Status(from: decoder))
    case .chart: self = .chart(try BarChart(from: decoder))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .text(let text, let role):
      try encode(TextFields(text: text, role: role), as: .text, to: encoder)
    case .search(let field): try encode(field, as: .search, to: encoder)
    case .table(let table): try encode(table, as: .table, to: encoder)
    case .options(let list): try encode(list, as: .options, to: encoder)
    case .fields(let fields): try encode(FieldList(fields: fields), as: .fields, to: encoder)
    case .image(let image): try encode(image, as: .image, to: encoder)
    case .status(let status): try encode(status, as: .status, to: encoder)
    case .chart(let chart): try encode(chart, as: .chart, to: encoder)
    }
  }

  private func encode(_ fields: some Encodable, as kind: Kind, to encoder: any Encoder) throws {
    try encoder.encode(fields, taggedAs: kind, forKey: Self.kindKey)
  }
}
