/// A search field: its label, the text typed so far, and a placeholder for when it is empty.
///
/// A field being typed into has the focus: terminal layouts then draw a caret (`|`) where the
/// next character goes, so `Search: mb|a` has the cursor before the `a`. Renderers that cannot
/// be typed into, such as Markdown, ignore the focus.
///
/// ```swift
/// SearchField(label: "Search", text: "mba", placeholder: "type a name")
/// SearchField(label: "Search", text: "mba", isFocused: true, cursorOffset: 2)  // Search: mb|a
/// ```
public struct SearchField: Equatable, Hashable, Sendable {
  /// The field's label, such as `Search`.
  public var label: String
  /// What the user has typed; empty when nothing is typed.
  public var text: String
  /// What to show when ``text`` is empty, such as `type a name`.
  public var placeholder: String
  /// Whether the user is typing into the field; the caret shows only then.
  public var isFocused: Bool
  /// Where the caret is: how many characters of ``text`` come before it. Values outside the
  /// text are clamped to its start or end.
  public var cursorOffset: Int

  /// Creates a search field.
  ///
  /// - Parameters:
  ///   - label: The field's label, such as `Search`.
  ///   - text: What the user has typed; empty when nothing is typed.
  ///   - placeholder: What to show when `text` is empty.
  ///   - isFocused: Whether the user is typing into it.
  ///   - cursorOffset: The caret's position in characters; the end of `text` when `nil`.
  public init(
    label: String, text: String, placeholder: String = "", isFocused: Bool = false,
    cursorOffset: Int? = nil
  ) {
    self.label = label
    self.text = text
    self.placeholder = placeholder
    self.isFocused = isFocused
    self.cursorOffset = cursorOffset ?? text.count
  }
}

/// As data, with the names of Docs/ScreenFormat.md; the compiler writes the coding.
extension SearchField: Codable {
  private enum CodingKeys: String, CodingKey {
    case label = "label"
    case text = "text"
    case placeholder = "placeholder"
    case isFocused = "focused"
    case cursorOffset = "cursor"
  }
}
