/// A block as data: an object whose `"kind"` says which block it is, with that block's fields
/// beside it, such as `{"kind":"text","text":"Players 1–35 of 35","role":"secondary"}`.
///
/// A reader refuses a kind it does not know, naming it, rather than dropping what a scene
/// shows.
extension Block: Codable {
  /// The `kind` of every block, in the order ``Block`` declares them.
  public static let kinds = [
    "text", "search", "table", "options", "fields", "image", "status", "chart",
  ]

  private enum CodingKeys: String, CodingKey {
    case kind = "kind"
    case text = "text"
    case role = "role"
    case fields = "fields"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let kind = try container.decode(String.self, forKey: .kind)
    switch kind {
    case "text":
      self = .text(
        try container.decode(String.self, forKey: .text),
        role: try container.decode(TextRole.self, forKey: .role))
    case "search": self = .search(try SearchField(from: decoder))
    case "table": self = .table(try Table(from: decoder))
    case "options": self = .options(try OptionList(from: decoder))
    case "fields": self = .fields(try container.decode([Field].self, forKey: .fields))
    case "image": self = .image(try ImageReference(from: decoder))
    case "status": self = .status(try Status(from: decoder))
    case "chart": self = .chart(try BarChart(from: decoder))
    default:
      // A kind from a newer writer: refused by name, never skipped in silence.
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container,
        debugDescription:
          "unknown block kind \"\(kind.prefix(40))\" (known: \(Self.kinds.joined(separator: ", ")))"
      )
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .text(let text, let role):
      try container.encode("text", forKey: .kind)
      try container.encode(text, forKey: .text)
      try container.encode(role, forKey: .role)
    case .search(let field):
      try container.encode("search", forKey: .kind)
      try field.encode(to: encoder)
    case .table(let table):
      try container.encode("table", forKey: .kind)
      try table.encode(to: encoder)
    case .options(let list):
      try container.encode("options", forKey: .kind)
      try list.encode(to: encoder)
    case .fields(let fields):
      try container.encode("fields", forKey: .kind)
      try container.encode(fields, forKey: .fields)
    case .image(let image):
      try container.encode("image", forKey: .kind)
      try image.encode(to: encoder)
    case .status(let status):
      try container.encode("status", forKey: .kind)
      try status.encode(to: encoder)
    case .chart(let chart):
      try container.encode("chart", forKey: .kind)
      try chart.encode(to: encoder)
    }
  }
}
