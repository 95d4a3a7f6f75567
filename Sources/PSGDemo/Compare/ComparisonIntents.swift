import MVVMC

/// What the comparison's scenes ask of their coordinator: leaving them.
@MainActor
protocol ComparisonIntents: AnyObject {
  /// The user left the picker or the comparison (`back`, `Esc`): back to the player's page.
  func comparisonDidAskToGoBack()

  /// The user chose the action of a flow another folder adds below the comparison.
  ///
  /// - Throws: ``MVVMC/RouteError`` when the flow refuses its segment.
  func comparisonDidAskToOpen(_ flow: ContributedRoute<ComparisonContext>) throws(RouteError)
}
