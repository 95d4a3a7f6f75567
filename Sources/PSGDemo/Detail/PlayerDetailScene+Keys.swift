import KeyInput

/// The page's keys in the full-screen app: those of its one action, `back` (`Esc`, `Backspace`
/// or `←`), handed to the coordinator that pushed the page (``PlayerDetailRouting``), which
/// ends and pops it.
extension PlayerDetailScene: KeyHandlingScene {
  func handle(_ key: Key) -> KeyResponse {
    performAction(for: key)
  }

  var keyHints: [KeyHint] {
    actionKeyHints
  }
}
