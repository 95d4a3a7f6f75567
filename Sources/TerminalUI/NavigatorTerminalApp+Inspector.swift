import MVVMC
import Rendering
import TerminalRendering

extension NavigatorTerminalApp {
  /// The inspector's hints for the footer and the help: `i`, and `Tab` while the panel shows.
  var inspectorKeyHints: [KeyHint] {
    guard inspector != nil else { return [] }
    return isShowingInspector ? [words.inspect, words.focusInspector] : [words.inspect]
  }

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
    // The scene first: fitting its page may fire bindings, which the panel then shows.
    guard let scene = fittedScreenLines(in: layout.sceneSize) else { return nil }
    var screen =
      isShowingInspectorLegend
      ? Inspection.legendScreen(words: words.inspection) : panelScreen(of: inspector.inspection())
    // The rule between the parts names the panel below the scene; beside it, its title does.
    if !layout.isBeside { screen.title = "" }
    var panel = renderer.render(screen, in: makeContext(layout.panelSize))
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if panel.last == "" { panel.removeLast() }
    inspectorScrollLimit = max(panel.count - layout.panelSize.rows, 0)
    inspectorScroll = min(inspectorScroll, inspectorScrollLimit)
    return layout.lines(
      scene: scene, panel: Array(panel.dropFirst(inspectorScroll)),
      title: words.inspection.title)
  }

  /// The panel's inspection as a screen: the boxes of the chosen scene now, or what the latest
  /// step changed across the stack (``isShowingStepChanges``).
  private func panelScreen(of inspection: Inspection) -> Screen {
    let words = words.inspection
    guard isShowingStepChanges else { return inspection.makeScreen(words: words) }
    return inspection.makeScreen(
      words: words, eventLines: inspection.eventLines(words.eventWords),
      changes: inspection.latestChanges, cause: inspection.latestCause(words.eventWords),
      showsBoxes: false)
  }

  /// The keys of the panel while it has the focus (``isInspectorFocused``): `↑`/`↓`, page
  /// keys, `Home`/`End` scroll it; `←`/`→` choose the scene whose boxes it shows; `d` shows
  /// what the latest step changed instead of the boxes now, or the boxes again; `?` shows
  /// or hides its legend; `Tab` and `Esc` give the focus back to the scene. `i`, `q` and
  /// Ctrl-C keep their global meaning; other keys do nothing.
  ///
  /// - Returns: `nil` when the panel does not have the focus.
  func handleInspectorKey(_ key: Key) -> KeyResponse? {
    guard isInspectorFocused, isShowingInspector, let inspector else { return nil }
    let page = max((contentSize?.rows ?? 2) - 1, 1)
    switch key {
    case .up: scroll(by: -1)
    case .down: scroll(by: 1)
    case .pageUp: scroll(by: -page)
    case .pageDown: scroll(by: page)
    case .home: inspectorScroll = 0
    case .end: inspectorScroll = inspectorScrollLimit
    case .left, .right: chooseInspectedScene(of: inspector, towardTop: key == .right)
    case .character("d"):
      isShowingStepChanges.toggle()
      inspectorScroll = 0
    case .character("?"):
      isShowingInspectorLegend.toggle()
      inspectorScroll = 0
    case .tab, .escape:
      isInspectorFocused = false
      isShowingInspectorLegend = false
    case .character("i"):
      isShowingInspector = false
      isInspectorFocused = false
      isShowingInspectorLegend = false
    case .character("q"), .control("c"): return .quit
    default: return .ignored
    }
    return .handled
  }

  private func scroll(by lines: Int) {
    inspectorScroll = min(max(inspectorScroll + lines, 0), inspectorScrollLimit)
  }

  /// Moves the scene whose boxes the panel shows one step toward the root, or the top.
  private func chooseInspectedScene(of inspector: Inspector, towardTop: Bool) {
    let count = navigator.shownScenes.count
    guard count > 0 else { return }
    let current = min(inspector.inspectedSceneIndex ?? count - 1, count - 1)
    let next = min(max(current + (towardTop ? 1 : -1), 0), count - 1)
    inspector.inspectedSceneIndex = next == count - 1 ? nil : next
  }
}
