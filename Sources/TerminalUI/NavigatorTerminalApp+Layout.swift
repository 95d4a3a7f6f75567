import MVVMC
import Rendering
import TerminalRendering

/// The layout of a frame: the top scene's screen fitted to the terminal, the footer of key hints
/// under it, and the help page.
extension NavigatorTerminalApp {
  /// The keys that work on every scene, as listed in the footer.
  public var globalKeyHints: [KeyHint] {
    inspectorKeyHints + (history == nil ? [] : [words.history]) + [words.help, words.quit]
  }

  var sceneKeyHints: [KeyHint] {
    isInspectorFocused ? words.inspectorPanelKeys : navigator.top?.keyHints ?? []
  }

  /// The navigator's current screen as the adapter draws it: without its typed commands
  /// (``/Rendering/Screen/actions``) when the top scene lists the keys it answers.
  public var drawnScreen: Screen? {
    guard var screen = navigator.currentScreen() else { return nil }
    // A scene that answers keys lists them in the footer; the commands it offers for typing
    // (line mode's `open N`, `back`…) mean nothing here.
    if navigator.top?.keyHints.isEmpty == false { screen.actions = [] }
    return screen
  }

  /// The lines of the screen on top, its page first fitted to `content` when it scrolls
  /// (``MVVMC/Scene/fitPage(toLines:measuring:)``). The lines of the last measure are drawn, so
  /// a settled frame renders once.
  ///
  /// - Returns: `nil` when the screen does not fit even with one row of the list.
  func fittedScreenLines(in content: TerminalSize) -> [String]? {
    guard fitsPages, let scene = navigator.top, scene.pageSize != nil else {
      return screenLines(in: content)
    }
    var lines: [String] = []
    let count = scene.fitPage(toLines: content.rows) {
      lines = screenLines(in: content)
      return lines.count
    }
    return count <= content.rows ? lines : nil
  }

  /// The navigator's current screen rendered for `content` and cut into lines: what a frame
  /// shows of the scene.
  ///
  /// The last render is kept with its screen and context, so an app that measures the lines
  /// before drawing them (to fit a page to the terminal) and the frame that draws them share
  /// one render:
  ///
  /// ```swift
  /// let lines = app.screenLines(in: content)  // renders
  /// app.frame(in: size)                        // the same screen: no second render
  /// ```
  public func screenLines(in content: TerminalSize) -> [String] {
    guard let screen = drawnScreen else { return [] }
    let context = makeContext(content)
    let lines: [String]
    if let last = lastRender, last.context == context, last.screen == screen {
      lines = last.lines
    } else {
      let output = renderer.render(screen, in: context)
      var rendered = output.split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
      if rendered.last == "" { rendered.removeLast() }
      lastRender = (screen, context, rendered)
      lines = rendered
    }
    // The scene's part of the frame starts at its top left, beside or above the inspector.
    sceneDrawing = MouseTargets.SceneDrawing(
      screen: screen, layout: TerminalLayout(context: context), lines: lines, size: content)
    return lines
  }

  /// The hints of the footer's last line, left to right, as many as fit.
  func footerHints(width: Int) -> [KeyHint] {
    KeyHint.footerHints(
      scene: isShowingHelp ? [] : sceneKeyHints, global: footerGlobalKeyHints, width: width)
  }

  /// The global keys the footer lists: `Esc` while the help shows; none while a field has
  /// the focus, where `?`, `i` and `q` type text.
  var footerGlobalKeyHints: [KeyHint] {
    if isShowingHelp { return [words.closeHelp] }
    // The panel takes `?` for its legend.
    if isInspectorFocused { return [words.inspect, words.quit] }
    let hasTextFocus = navigator.top?.hasTextFocus == true
    return hasTextFocus ? [] : globalKeyHints
  }

  func footerLines(width: Int) -> [String] {
    let hintLine = KeyHint.footerLine(
      scene: isShowingHelp ? [] : sceneKeyHints, global: footerGlobalKeyHints, width: width)
    var lines: [String] = []
    if let extra = footer() {
      lines.append(extra.sanitizedForTerminal.truncated(toWidth: width))
    }
    lines.append(hintLine)
    return lines
  }

  /// The `?` overlay: the scene's keys, then the global ones, in one ``Rendering/TermList`` column.
  func helpLines(width: Int) -> [String] {
    let scene = sceneKeyHints.map(\.termListEntry)
    let global = (inspectorKeyHints + [words.help, words.quit, words.interrupt, words.suspend])
      .map(\.termListEntry)
    let keysWidth = TermList.widestTerm(of: scene + global)
    var lines = [words.helpTitle.sanitizedForTerminal.truncated(toWidth: width), ""]
    lines += TermList(scene, termWidth: keysWidth).lines(width: width)
    if !scene.isEmpty { lines.append("") }
    lines.append(words.everywhereTitle.sanitizedForTerminal.truncated(toWidth: width))
    lines += TermList(global, termWidth: keysWidth).lines(width: width)
    return lines
  }
}
