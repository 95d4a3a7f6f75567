import MVVMC

/// What one scene adds to the app's language: the routes that show it and the actions it
/// declares. Declared in the scene's folder and registered in ``DemoScenes/all``.
///
/// An action that only opens a route (`scorers`) names it in ``opens``: the session performs it
/// from the list, and the list offers it, so no other scene's code names it.
///
/// ```swift
/// extension SceneDescription {
///   static let topScorers = SceneDescription(
///     routes: [TopScorersRoute.self],
///     actions: [Action(.scorers, label: { DemoStrings($0).scorersAction }, summary: "…")],
///     opens: [.scorers: .scorers])
/// }
/// ```
package struct SceneDescription: Sendable {
  /// The route types whose forms show this scene.
  package var routes: [any DemoRoute.Type]
  /// The actions the scene declares, in the order `--help` lists them.
  package var actions: [Action]
  /// The route each of its actions that only opens a route opens, from the list.
  package var opens: [Action.Name: Route]
  /// The actions it adds to other scenes (`compare` on a player's page).
  package var contributions: [ActionContribution]

  package init(
    routes: [any DemoRoute.Type] = [], actions: [Action] = [], opens: [Action.Name: Route] = [:],
    contributions: [ActionContribution] = []
  ) {
    self.routes = routes
    self.actions = actions
    self.opens = opens
    self.contributions = contributions
  }
}
