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
  /// Where the caret is: how many characters of ``text`` (grapheme clusters, Swift's
  /// `Character`s) come before it. Values outside the text are clamped to its start or end.
  public var cursorOffset: Int
  /// The filter the search runs within, when the list has one, such as the field
  /// `Filter: Goalkeepers` with the data `goalkeepers`; renderers that draw ignore it, since
  /// the scene shows the filter in its own words.
  public var filter: Field?

  /// Creates a search field.
  ///
  /// - Parameters:
  ///   - label: The field's label, such as `Search`.
  ///   - text: What the user has typed; empty when nothing is typed.
  ///   - placeholder: What to show when `text` is empty.
  ///   - isFocused: Whether the user is typing into it.
  ///   - cursorOffset: The caret's position in characters; the end of `text` when `nil`.
  ///   - filter: The filter the search runs within, if any.
  public init(
    label: String, text: String, placeholder: String = "", isFocused: Bool = false,
    cursorOffset: Int? = nil, filter: Field? = nil
  ) {
    self.label = label
    self.text = text
    self.placeholder = placeholder
    self.isFocused = isFocused
    self.cursorOffset = cursorOffset ?? text.count
    self.filter = filter
  }
}

extension SearchField {
  /// Where the caret is in Unicode scalars rather than characters: how many scalars of
  /// ``text`` come before it, with ``cursorOffset`` clamped to the text first. A client whose
  /// strings count code points (Python, or JavaScript's `Array.from`) places the caret with it;
  /// `é` typed as `e` and a combining accent is one character and two scalars.
  ///
  /// ```swift
  /// SearchField(label: "Search", text: "Ade\u{301}", cursorOffset: 3).cursorScalarOffset  // 4
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of ``text``.
  public var cursorScalarOffset: Int {
    let characters = min(max(0, cursorOffset), text.count)
    return text.prefix(characters).unicodeScalars.count
  }
}

/// As data, with the names of Docs/ScreenFormat.md. A reader needs only the stored fields
/// (`cursorScalars` follows from `text` and `cursor`), so the compiler writes the decoding.
extension SearchField: Codable {
  private enum CodingKeys: String, CodingKey {
    case label, text, placeholder
    case isFocused = "focused"
    case cursorOffset = "cursor"
    case filter
  }

  /// What a search field writes: its stored fields and the caret in Unicode scalars.
  private enum EncodingKeys: String, CodingKey {
    case label, text, placeholder
    case isFocused = "focused"
    case cursorOffset = "cursor"
    case cursorScalarOffset = "cursorScalars"
    case filter
  }

  /// Writes the stored fields and, as `cursorScalars`, ``cursorScalarOffset``, for clients
  /// whose strings do not count grapheme clusters.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: EncodingKeys.self)
    try container.encode(label, forKey: .label)
    try container.encode(text, forKey: .text)
    try container.encode(placeholder, forKey: .placeholder)
    try container.encode(isFocused, forKey: .isFocused)
    try container.encode(cursorOffset, forKey: .cursorOffset)
    try container.encode(cursorScalarOffset, forKey: .cursorScalarOffset)
    try container.encodeIfPresent(filter, forKey: .filter)
  }
}
