import KeyInput

/// The scorers' keys in the full-screen app: those of their declared actions
/// (``TopScorersScene/offeredActions``): `↑`/`↓`, `PgUp`/`PgDn` and `Home`/`End` move the
/// selection (the window follows it), `Enter` opens the selected player, `Esc`, `Backspace` or
/// `←` go back through the coordinator.
extension TopScorersScene: KeyHandlingScene {
  package func handle(_ key: Key) -> KeyResponse {
    performAction(for: key)
  }

  package var keyHints: [KeyHint] {
    actionKeyHints
  }
}
