/// A label and its value, such as `Height` and `178 cm`.
public struct Field: Equatable, Hashable, Sendable {
  /// What the value is.
  public var label: String
  /// The value, already formatted for reading.
  public var value: String

  /// Creates a field.
  public init(_ label: String, _ value: String) {
    self.label = label
    self.value = value
  }
}
