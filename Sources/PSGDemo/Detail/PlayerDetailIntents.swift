import MVVMC

/// What a player's page asks of its coordinator: leaving it, and opening what another folder
/// added below it.
@MainActor
protocol PlayerDetailIntents: AnyObject {
  /// The user asked to go back (`back`, `Esc`, `Backspace` or `←`).
  func detailSceneDidAskToGoBack()

  /// The user chose the action of a flow another folder adds below the page, which opens
  /// `flow` below it.
  ///
  /// - Throws: ``MVVMC/RouteError`` when the flow refuses its route.
  func detailSceneDidAskToOpen(_ flow: ContributedRoute<PlayerDetailContext>) throws(RouteError)
}
