/// A scene whose screen shows a window of a longer list, sized by the host.
///
/// The scene knows how many rows its window holds; only the host knows how much room it has
/// (the terminal's rows, less the footer and the lines around the list, which depend on the
/// width, the language and the renderer). A host that draws in a fixed height measures the
/// screen the scene makes and calls ``resizePage(to:)`` until the list fills the room left;
/// the scene keeps its selection visible (a ``Viewport`` does that).
///
/// ```swift
/// extension TopScorersScene: ScrollingScene {
///   var pageSize: Int { viewModel.pageSize }
///   func resizePage(to rows: Int) { viewModel.resizePage(to: rows) }
/// }
/// ```
@MainActor
public protocol ScrollingScene: Scene {
  /// How many rows of the list the screen shows at most.
  var pageSize: Int { get }

  /// Shows at most `rows` rows (at least 1), keeping the selected row on screen. The next
  /// ``Scene/makeScreen()`` shows the new window.
  func resizePage(to rows: Int)
}
