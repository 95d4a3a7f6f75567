import TerminalUI

/// The page's keys in the full-screen app: `Esc`, `Backspace` or `←` go back, through the
/// coordinator that pushed the page (``PlayerDetailRouting``), which ends and pops it.
extension PlayerDetailScene: KeyHandlingScene {
  func handle(_ key: Key) -> KeyResponse {
    switch key {
    case .escape, .backspace, .left:
      guard let router else { return .ignored }
      router.detailSceneDidAskToGoBack()
      return .handled
    default:
      return .ignored
    }
  }

  var keyHints: [KeyHint] {
    [KeyHint(keys: "\(strings.escapeKey)/←", action: strings.backKeyAction, key: .escape)]
  }
}
