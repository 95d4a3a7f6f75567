import MVVMC
import Rendering
import TerminalRendering

extension NavigatorTerminalApp {
  /// The inspector key's hint, when there is an inspector.
  var inspectorKeyHints: [KeyHint] { inspector == nil ? [] : [words.inspect] }

  /// The part of `content` (the terminal less the footer) the scene is drawn in: all of it,
  /// or what the inspector's panel leaves (``InspectorPanelLayout``). An app sizes its pages
  /// from it.
  public func sceneSize(in content: TerminalSize) -> TerminalSize {
    isShowingInspector ? InspectorPanelLayout(content: content).sceneSize : content
  }

  /// The scene's lines, with the inspector's panel beside or below them while it is shown.
  func contentLines(in content: TerminalSize) -> [String] {
    guard isShowingInspector, let inspector else { return screenLines(in: content) }
    let layout = InspectorPanelLayout(content: content)
    var screen = inspector.inspection().makeScreen(words: words.inspection)
    // The rule between the parts names the panel below the scene; beside it, its title does.
    if !layout.isBeside { screen.title = "" }
    let panel = renderer.render(screen, in: makeContext(layout.panelSize))
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return layout.lines(
      scene: screenLines(in: layout.sceneSize), panel: panel, title: words.inspection.title)
  }
}
