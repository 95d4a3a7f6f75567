/// A label and its value, such as `Height` and `178 cm`, with a stable key and the value as
/// data for programs.
///
/// ```swift
/// Field("Height", "178 cm", key: "height", data: .length(centimetres: 178))
/// ```
public struct Field: Equatable, Hashable, Sendable {
  /// What the value is, in the interface's language.
  public var label: String
  /// What the value is, as a key that is never localised, such as `height`; `nil` when the
  /// scene gives none.
  public var key: String?
  /// The value, already formatted for reading.
  public var value: String
  /// The value as data, such as the date behind `16/12/1986`, for renderers that do not draw;
  /// `nil` when the text is all there is.
  public var data: DataValue?

  /// Creates a field.
  public init(_ label: String, _ value: String, key: String? = nil, data: DataValue? = nil) {
    self.label = label
    self.key = key
    self.value = value
    self.data = data
  }
}

/// As data, with the names of Docs/ScreenFormat.md; the compiler writes the coding.
extension Field: Codable {}
