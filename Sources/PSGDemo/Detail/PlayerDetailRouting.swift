/// What a player's page asks of its coordinator: leaving it.
@MainActor
protocol PlayerDetailRouting: AnyObject {
  /// The user asked to go back to the list (`back`, `Esc`, `Backspace` or `←`).
  func detailSceneDidAskToGoBack()
}
