/// What the teammates' scene asks of its coordinator: leaving it.
@MainActor
protocol TeammatesIntents: AnyObject {
  /// The user went back (`back`, `Esc`): to the player's page.
  func teammatesDidAskToGoBack()
}
