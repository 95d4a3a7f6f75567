import MVVMC
import Rendering
import TerminalRendering

/// Where a frame put what a click can hit: the table rows and options of the screen, and the
/// hints of the footer. Kept by ``NavigatorTerminalApp`` from its last frame.
struct MouseTargets {
  /// The scene as a frame draws it: its screen, the layout of the terminal renderers at its
  /// size, its lines as the renderer wrote them, and that size (the top left part of the
  /// content, beside or above an inspector panel).
  struct SceneDrawing {
    var screen: Screen
    var layout: TerminalLayout
    var lines: [String]
    var size: TerminalSize
  }

  /// The scene drawn, or `nil` while the help overlay is shown.
  var scene: SceneDrawing?
  /// The footer's hints, left to right, as shown.
  var hints: [KeyHint]
  /// The terminal row of the hints.
  var hintRow: Int
  /// What the selection became after clicks not yet drawn, by block.
  var selectionAfterClicks: [Int: Int] = [:]

  /// The hint whose text covers `column` on the hint line: the hints are written as
  /// `keys action`, two spaces apart.
  func hint(atColumn column: Int) -> KeyHint? {
    var start = 0
    for hint in hints {
      let width = KeyHint.text([hint]).displayWidth
      if (start..<(start + width)).contains(column) { return hint }
      start += width + KeyHint.footerSeparator.count
    }
    return nil
  }

  /// The table row or option drawn at `column`, `row`, if the drawn line is the one the
  /// terminal layout puts there (a renderer that lays out otherwise gets no clicks on rows).
  func choice(atColumn column: Int, row: Int) -> TerminalLayout.Choice? {
    guard let scene, row < scene.size.rows, column < scene.size.columns,
      scene.lines.indices.contains(row),
      let choice = scene.layout.choices(for: scene.screen).first(where: { $0.line == row })
    else { return nil }
    let expected = scene.layout.lines(for: scene.screen)[row].text.droppingTrailingSpaces()
    return scene.lines[row].removingSGR.droppingTrailingSpaces() == expected ? choice : nil
  }

  /// The selected row or option of block `block`, as last drawn or clicked.
  func selection(inBlock block: Int) -> Int? {
    if let clicked = selectionAfterClicks[block] { return clicked }
    guard let screen = scene?.screen, screen.blocks.indices.contains(block) else { return nil }
    switch screen.blocks[block] {
    case .table(let table): return table.selectedRow
    case .options(let list): return list.selectedIndex
    default: return nil
    }
  }

  /// Whether the screen's search field has the focus, so keys are text.
  var hasFocusedSearchField: Bool {
    scene?.screen.blocks.contains {
      if case .search(let field) = $0 { field.isFocused } else { false }
    } ?? false
  }
}

extension NavigatorTerminalApp {
  /// A click or the wheel, handled as the keys it stands for.
  func handle(_ event: MouseEvent) -> KeyResponse {
    guard var targets = mouseTargets else { return .ignored }
    switch event.kind {
    case .release:
      return .ignored
    case .wheelUp, .wheelDown:
      guard !isShowingHelp else { return .ignored }
      return handle(event.kind == .wheelUp ? Key.up : Key.down)
    case .press:
      if event.row == targets.hintRow {
        guard let key = targets.hint(atColumn: event.column)?.key else { return .ignored }
        return handleUntilNextFrame(key)
      }
      guard let choice = targets.choice(atColumn: event.column, row: event.row),
        let selected = targets.selection(inBlock: choice.block)
      else { return .ignored }
      if choice.index == selected { return handleUntilNextFrame(Key.enter) }
      var response = KeyResponse.ignored
      // Typing in the search field, `↑`/`↓` would leave it, not move: leave it first.
      if targets.hasFocusedSearchField { response = handle(Key.escape) }
      let step: Key = choice.index > selected ? .down : .up
      for _ in 0..<abs(choice.index - selected) {
        switch handle(step) {
        case .quit: return .quit
        case .handled: response = .handled
        case .ignored: break
        }
      }
      // The next click may come before the next frame: it starts from here.
      targets.selectionAfterClicks[choice.block] = choice.index
      mouseTargets = targets
      return response
    }
  }

  /// Handles `key`, which may change the screen (open a player, a picker, the help): clicks
  /// that come before the next frame hit nothing rather than what was there.
  private func handleUntilNextFrame(_ key: Key) -> KeyResponse {
    mouseTargets = nil
    return handle(key)
  }
}
