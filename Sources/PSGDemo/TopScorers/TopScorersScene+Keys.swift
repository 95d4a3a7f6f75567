import TerminalUI

/// The scorers' keys in the full-screen app: `↑`/`↓`, `PgUp`/`PgDn` and `Home`/`End` move the
/// selection (the window follows it), `Enter` opens the selected player, `Esc`, `Backspace` or
/// `←` go back through the coordinator.
extension TopScorersScene: KeyHandlingScene {
  public func handle(_ key: Key) -> KeyResponse {
    switch key {
    case .up, .character("k"): viewModel.move(.up)
    case .down, .character("j"): viewModel.move(.down)
    case .pageUp: viewModel.move(.pageUp)
    case .pageDown: viewModel.move(.pageDown)
    case .home: viewModel.move(.first)
    case .end: viewModel.move(.last)
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
      KeyHint(keys: strings.enterKey, action: strings.openKeyAction),
      KeyHint(keys: "\(strings.escapeKey)/←", action: strings.backKeyAction),
      KeyHint(keys: strings.pageKeys, action: strings.pageKeyAction),
      KeyHint(keys: strings.homeEndKeys, action: strings.homeEndKeyAction),
    ]
  }
}
