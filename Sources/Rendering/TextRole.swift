/// How prominent a piece of text is. Renderers choose how to show each role.
public enum TextRole: String, Equatable, Hashable, Sendable, CaseIterable {
  /// Ordinary text.
  case body = "body"
  /// Text that matters more than its neighbours, such as a section heading or the active filter.
  case strong = "strong"
  /// Text that matters less, such as a page indicator or a hint.
  case secondary = "secondary"
  /// A short label that marks something, such as the academy badge on a player row.
  case badge = "badge"
}

extension TextRole: Codable {}
