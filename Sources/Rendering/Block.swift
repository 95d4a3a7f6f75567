/// One part of a ``Screen``: the closed set of things a scene can show.
///
/// The set is small on purpose: a renderer has to present every kind, and the conformance kit
/// checks that it does. A new kind is a breaking change for every renderer.
public enum Block: Equatable, Hashable, Sendable {
  /// A paragraph of text in the given role.
  case text(String, role: TextRole = .body)
  /// A search field and what has been typed in it.
  case search(SearchField)
  /// Rows and columns, with at most one selected row.
  case table(Table)
  /// A list of choices with at most one selected.
  case options(OptionList)
  /// Label and value pairs, such as the facts about one player.
  case fields([Field])
  /// A picture that the renderer may show, link or describe.
  case image(ImageReference)
  /// A state in place of content: loading, empty or error.
  case status(Status)
  /// Values compared as horizontal bars, each with its number.
  case chart(BarChart)
}
