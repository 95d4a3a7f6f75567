import Rendering

/// What a piece of terminal text is, so that a renderer can choose how it looks.
///
/// The styles are semantic, not colours: ``TerminalLayout`` says "this is the title" or "this
/// is the selected row", and each terminal renderer decides what that means (a colour bar,
/// bold, reverse video, or nothing at all). A renderer that has no styles ignores them.
///
/// ```swift
/// func sgr(for style: TerminalStyle) -> String {
///   switch style {
///   case .title, .heading: "\u{1B}[1m"  // bold
///   case .error: "\u{1B}[31m"           // red
///   default: ""
///   }
/// }
/// ```
public enum TerminalStyle: String, Equatable, Hashable, Sendable, CaseIterable {
  /// Ordinary text, and the spaces between columns.
  case body
  /// The screen's title, on the first line.
  case title
  /// The navigation path under the title, such as `Players > Filter`.
  case breadcrumb
  /// A paragraph of ``/Rendering/TextRole/strong`` text, such as a section heading.
  case heading
  /// A table cell of ``/Rendering/TextRole/strong`` text.
  case strong
  /// Text that matters less: ``/Rendering/TextRole/secondary`` text, placeholders, separators.
  case secondary
  /// A short marker such as `Academy` (``/Rendering/TextRole/badge``).
  case badge
  /// The label of a search field or of a field, such as `Search:` or `Height`.
  case label
  /// A table's column titles.
  case columnHeader
  /// The rule under a table's column titles.
  case rule
  /// Every part of the selected table row, its `>` marker and the spaces between its cells.
  case selectedRow
  /// The current choice in a list of options, with its marker.
  case currentOption
  /// An address, such as a picture's URL.
  case link
  /// A bar of a chart.
  case bar
  /// A ``/Rendering/Status/Kind/loading`` status.
  case loading
  /// An ``/Rendering/Status/Kind/empty`` status.
  case empty
  /// An ``/Rendering/Status/Kind/error`` status.
  case error
  /// What the user types for an action, such as `open N`.
  case actionKey
  /// What an action does, such as `Show player N`.
  case actionLabel
}
