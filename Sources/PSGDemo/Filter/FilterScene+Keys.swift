import KeyInput

/// The picker's keys in the full-screen app: those of its declared actions
/// (``FilterScene/offeredActions``): `↑`/`↓` and `Enter`, or a filter's number; `Esc` leaves
/// without choosing.
///
/// Every key is a call on the picker's view model; the framework's ``MVVMC/PickerCoordinator``,
/// bound to its outcome, ends the flow with the filter or `cancelled`.
extension FilterScene: KeyHandlingScene {
  func handle(_ key: Key) -> KeyResponse {
    performAction(for: key)
  }

  var keyHints: [KeyHint] {
    actionKeyHints
  }
}
