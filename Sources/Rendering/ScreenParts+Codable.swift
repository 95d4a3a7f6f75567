// The smaller parts of a screen as data. Each writes its fields by name, so the JSON keeps its
// shape whatever the Swift properties are called (Docs/ScreenFormat.md).

extension TextRole: Codable {}

extension Status.Kind: Codable {}

extension SearchField: Codable {
  private enum CodingKeys: String, CodingKey {
    case label = "label"
    case text = "text"
    case placeholder = "placeholder"
    case isFocused = "focused"
    case cursorOffset = "cursor"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      label: try container.decode(String.self, forKey: .label),
      text: try container.decode(String.self, forKey: .text),
      placeholder: try container.decode(String.self, forKey: .placeholder),
      isFocused: try container.decode(Bool.self, forKey: .isFocused),
      cursorOffset: try container.decode(Int.self, forKey: .cursorOffset))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(label, forKey: .label)
    try container.encode(text, forKey: .text)
    try container.encode(placeholder, forKey: .placeholder)
    try container.encode(isFocused, forKey: .isFocused)
    try container.encode(cursorOffset, forKey: .cursorOffset)
  }
}

extension OptionList: Codable {
  private enum CodingKeys: String, CodingKey {
    case options = "options"
    case selectedIndex = "selectedIndex"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      options: try container.decode([Option].self, forKey: .options),
      selectedIndex: try container.decodeIfPresent(Int.self, forKey: .selectedIndex))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(options, forKey: .options)
    try container.encodeIfPresent(selectedIndex, forKey: .selectedIndex)
  }
}

extension OptionList.Option: Codable {
  private enum CodingKeys: String, CodingKey {
    case key = "key"
    case label = "label"
    case destination = "destination"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      key: try container.decode(String.self, forKey: .key),
      label: try container.decode(String.self, forKey: .label),
      destination: try container.decodeIfPresent(Destination.self, forKey: .destination))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(key, forKey: .key)
    try container.encode(label, forKey: .label)
    try container.encodeIfPresent(destination, forKey: .destination)
  }
}

extension Field: Codable {
  private enum CodingKeys: String, CodingKey {
    case label = "label"
    case value = "value"
    case data = "data"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode(String.self, forKey: .label),
      try container.decode(String.self, forKey: .value),
      data: try container.decodeIfPresent(DataValue.self, forKey: .data))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(label, forKey: .label)
    try container.encode(value, forKey: .value)
    try container.encodeIfPresent(data, forKey: .data)
  }
}

extension ImageReference: Codable {
  private enum CodingKeys: String, CodingKey {
    case url = "url"
    case alternativeText = "alternativeText"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      url: try container.decode(String.self, forKey: .url),
      alternativeText: try container.decode(String.self, forKey: .alternativeText))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(url, forKey: .url)
    try container.encode(alternativeText, forKey: .alternativeText)
  }
}

extension Status: Codable {
  private enum CodingKeys: String, CodingKey {
    case kind = "state"
    case message = "message"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode(Kind.self, forKey: .kind),
      message: try container.decode(String.self, forKey: .message))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encode(message, forKey: .message)
  }
}

extension BarChart: Codable {
  private enum CodingKeys: String, CodingKey {
    case title = "title"
    case bars = "bars"
    case scale = "scale"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      title: try container.decode(String.self, forKey: .title),
      bars: try container.decode([Bar].self, forKey: .bars),
      scale: try container.decode(Int.self, forKey: .scale))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(title, forKey: .title)
    try container.encode(bars, forKey: .bars)
    try container.encode(scale, forKey: .scale)
  }
}

extension BarChart.Bar: Codable {
  private enum CodingKeys: String, CodingKey {
    case label = "label"
    case value = "value"
    case destination = "destination"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode(String.self, forKey: .label),
      value: try container.decode(Int.self, forKey: .value),
      destination: try container.decodeIfPresent(Destination.self, forKey: .destination))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(label, forKey: .label)
    try container.encode(value, forKey: .value)
    try container.encodeIfPresent(destination, forKey: .destination)
  }
}

extension ScreenAction: Codable {
  private enum CodingKeys: String, CodingKey {
    case command = "command"
    case label = "label"
    case destination = "destination"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      command: try container.decode(String.self, forKey: .command),
      label: try container.decode(String.self, forKey: .label),
      destination: try container.decodeIfPresent(Destination.self, forKey: .destination))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(command, forKey: .command)
    try container.encode(label, forKey: .label)
    try container.encodeIfPresent(destination, forKey: .destination)
  }
}

extension Destination: Codable {
  /// The extension of the pages of a site exported as JSON, which `file` names.
  public static let jsonFileExtension = "json"

  private enum CodingKeys: String, CodingKey {
    case address = "address"
    case file = "file"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    // `file` follows from the address; a reader needs only the address.
    self.init(try container.decode(String.self, forKey: .address))
  }

  /// Writes the address and, as `file`, the name of its page in a site exported as JSON
  /// (``fileName(extension:)`` with `json`), so a program can follow a link without
  /// knowing how addresses become file names.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(address, forKey: .address)
    try container.encode(fileName(extension: Self.jsonFileExtension), forKey: .file)
  }
}

extension DataValue: Codable {
  private enum CodingKeys: String, CodingKey {
    case type = "type"
    case year = "year"
    case month = "month"
    case day = "day"
    case iso8601 = "iso8601"
    case number = "number"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let type = try container.decode(String.self, forKey: .type)
    switch type {
    case "date":
      self = .date(
        year: try container.decode(Int.self, forKey: .year),
        month: try container.decode(Int.self, forKey: .month),
        day: try container.decode(Int.self, forKey: .day))
    case "number":
      self = .number(try container.decode(Int.self, forKey: .number))
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .type, in: container,
        debugDescription: "unknown value type \"\(type.prefix(40))\" (known: date, number)")
    }
  }

  /// Writes the type and its numbers; a date also as ``iso8601``, which a reader may use
  /// instead of the three numbers.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .date(let year, let month, let day):
      try container.encode("date", forKey: .type)
      try container.encode(iso8601, forKey: .iso8601)
      try container.encode(year, forKey: .year)
      try container.encode(month, forKey: .month)
      try container.encode(day, forKey: .day)
    case .number(let number):
      try container.encode("number", forKey: .type)
      try container.encode(number, forKey: .number)
    }
  }
}
