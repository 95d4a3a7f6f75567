import TerminalUI

/// The scorers' keys in the full-screen app: `↑`/`↓` move the selection, `Enter` opens the
/// selected player, `Esc`, `Backspace` or `←` go back through the coordinator.
extension TopScorersScene: KeyHandlingScene {
  public func handle(_ key: Key) -> KeyResponse {
    switch key {
    case .up, .character("k"): viewModel.moveSelection(by: -1)
    case .down, .character("j"): viewModel.moveSelection(by: 1)
    case .enter:
      guard let player = viewModel.selectedPlayer, let router else { return .ignored }
      router.showDetail(of: player)
    case .escape, .backspace, .left:
      guard let router else { return .ignored }
      router.topScorersSceneDidAskToGoBack()
    default:
      return .ignored
    }
    return .handled
  }

  public var keyHints: [KeyHint] {
    [
      KeyHint(keys: "↑/↓", action: strings.moveKeyAction),
      KeyHint(keys: strings.enterKey, action: strings.openKeyAction, key: .enter),
      KeyHint(keys: "\(strings.escapeKey)/←", action: strings.backKeyAction, key: .escape),
    ]
  }
}
