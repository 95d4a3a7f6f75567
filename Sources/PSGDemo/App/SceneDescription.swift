import MVVMC

/// What one scene adds to the app's language: where its routes stand, the actions it declares,
/// and the actions it adds to a player's page. Declared in the scene's folder and put together
/// with the others where the app is built (``DemoScenes``).
///
/// An action that only opens a route (`scorers`) names it in ``opens``: the session performs it
/// from the list, and the list offers it, so no other scene's code names it.
///
/// ```swift
/// extension SceneDescription {
///   static let topScorers = SceneDescription(
///     routes: [
///       RoutePlacement(TopScorersRoute.self, below: PlayerListRoute.self),
///       RoutePlacement(PlayerDetailRoute.self, below: TopScorersRoute.self),
///     ],
///     actions: [.scorers],
///     opens: [.scorers: .scorers])
/// }
/// ```
package struct SceneDescription: Sendable {
  /// Where the route types that show this scene stand in the route tree.
  package var routes: [RoutePlacement]
  /// The actions the scene declares, in the order `--help` lists them.
  package var actions: [Action]
  /// The route each of its actions that only opens a route opens, from the list.
  package var opens: [Action.Name: RoutePath]
  /// The actions it adds to a player's page (`compare`), each opening a route below it.
  package var playerDetailActions: [PlayerDetailAction]

  package init(
    routes: [RoutePlacement] = [], actions: [Action] = [], opens: [Action.Name: RoutePath] = [:],
    playerDetailActions: [PlayerDetailAction] = []
  ) {
    self.routes = routes
    self.actions = actions
    self.opens = opens
    self.playerDetailActions = playerDetailActions
  }
}
