/// A coordinator over whose scenes a player's page opens from a route (``PlayerDetailRoute``):
/// the root over the list, the top scorers over theirs.
@MainActor
protocol PlayerDetailOpening: AnyObject {
  /// Starts the player's page as a child flow, leaving what the scene below marks as it is:
  /// the route's segment for that scene says what it marks.
  func openDetail(of player: Player)
}
