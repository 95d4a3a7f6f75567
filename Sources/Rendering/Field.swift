/// A label and its value, such as `Height` and `178 cm`.
public struct Field: Equatable, Hashable, Sendable {
  /// What the value is.
  public var label: String
  /// The value, already formatted for reading.
  public var value: String
  /// The value as data, such as the date behind `16/12/1986`, for renderers that do not draw;
  /// `nil` when the text is all there is.
  public var data: DataValue?

  /// Creates a field.
  public init(_ label: String, _ value: String, data: DataValue? = nil) {
    self.label = label
    self.value = value
    self.data = data
  }
}

/// As data, with the names of Docs/ScreenFormat.md; the compiler writes the coding.
extension Field: Codable {
  private enum CodingKeys: String, CodingKey {
    case label = "label"
    case value = "value"
    case data = "data"
  }
}
