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

  /// The scene's lines, its page fitted to the room left, with the inspector's panel beside or
  /// below them while it is shown; `nil` when not one row of a scrolling list fits.
  func contentLines(in content: TerminalSize) -> [String]? {
    guard isShowingInspector, let inspector else { return fittedScreenLines(in: content) }
    let layout = InspectorPanelLayout(content: content)
    var screen = inspector.inspection().makeScreen(words: words.inspection)
    // The rule between the parts names the panel below the scene; beside it, its title does.
    if !layout.isBeside { screen.title = "" }
    let panel = renderer.render(screen, in: makeContext(layout.panelSize))
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let scene = fittedScreenLines(in: layout.sceneSize) else { return nil }
    return layout.lines(scene: scene, panel: panel, title: words.inspection.title)
  }
}
