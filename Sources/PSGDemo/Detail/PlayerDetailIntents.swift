import MVVMC

/// What a player's page asks of its coordinator: leaving it, and opening what another folder
/// added below it.
@MainActor
protocol PlayerDetailIntents: AnyObject {
  /// The user asked to go back (`back`, `Esc`, `Backspace` or `←`).
  func detailSceneDidAskToGoBack()

  /// The user chose an action another folder added to the page (``PlayerDetailAction``), which
  /// opens `route` below it.
  ///
  /// - Throws: ``MVVMC/RouteError`` when the route names what is not there.
  func detailSceneDidAskToOpen(_ route: any PlayerDetailChildRoute) throws(RouteError)
}
