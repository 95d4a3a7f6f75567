/// What the comparison's scenes ask of their coordinator: leaving them.
@MainActor
protocol ComparisonIntents: AnyObject {
  /// The user left the picker or the comparison (`back`, `Esc`): back to the player's page.
  func comparisonDidAskToGoBack()
}
