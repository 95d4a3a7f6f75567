/// A table as data: `columns`, `rows` and, when a row is selected, `selectedRow` (its index in
/// `rows`, from 0).
extension Table: Codable {
  private enum CodingKeys: String, CodingKey {
    case columns = "columns"
    case rows = "rows"
    case selectedRow = "selectedRow"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      columns: try container.decode([Column].self, forKey: .columns),
      rows: try container.decode([Row].self, forKey: .rows),
      selectedRow: try container.decodeIfPresent(Int.self, forKey: .selectedRow))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(columns, forKey: .columns)
    try container.encode(rows, forKey: .rows)
    try container.encodeIfPresent(selectedRow, forKey: .selectedRow)
  }
}

extension Table.Column: Codable {
  private enum CodingKeys: String, CodingKey {
    case title = "title"
    case role = "role"
    case alignment = "alignment"
    case isFlexible = "flexible"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode(String.self, forKey: .title),
      role: try container.decodeIfPresent(Role.self, forKey: .role),
      alignment: try container.decode(Table.Alignment.self, forKey: .alignment),
      isFlexible: try container.decode(Bool.self, forKey: .isFlexible))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(title, forKey: .title)
    try container.encodeIfPresent(role, forKey: .role)
    try container.encode(alignment, forKey: .alignment)
    try container.encode(isFlexible, forKey: .isFlexible)
  }
}

extension Table.Column.Role: Codable {}

extension Table.Alignment: Codable {}

extension Table.Row: Codable {
  private enum CodingKeys: String, CodingKey {
    case cells = "cells"
    case destination = "destination"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode([Table.Cell].self, forKey: .cells),
      destination: try container.decodeIfPresent(Destination.self, forKey: .destination))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(cells, forKey: .cells)
    try container.encodeIfPresent(destination, forKey: .destination)
  }
}

extension Table.Cell: Codable {
  private enum CodingKeys: String, CodingKey {
    case text = "text"
    case role = "role"
    case data = "data"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode(String.self, forKey: .text),
      role: try container.decode(TextRole.self, forKey: .role),
      data: try container.decodeIfPresent(DataValue.self, forKey: .data))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(text, forKey: .text)
    try container.encode(role, forKey: .role)
    try container.encodeIfPresent(data, forKey: .data)
  }
}
