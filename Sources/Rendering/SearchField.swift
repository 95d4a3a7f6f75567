/// A search field: its label, the text typed so far, and a placeholder for when it is empty.
public struct SearchField: Equatable, Hashable, Sendable {
  /// The field's label, such as `Search`.
  public var label: String
  /// What the user has typed; empty when nothing is typed.
  public var text: String
  /// What to show when ``text`` is empty, such as `type a name`.
  public var placeholder: String

  /// Creates a search field.
  public init(label: String, text: String, placeholder: String = "") {
    self.label = label
    self.text = text
    self.placeholder = placeholder
  }
}
