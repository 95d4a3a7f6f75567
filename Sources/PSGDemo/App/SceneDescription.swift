import MVVMC

/// What one scene's folder adds to the app: the actions its scene declares, and the flows it
/// adds below another scene (``MVVMC/FlowContribution``), each with the action that scene
/// offers for it. Declared in the folder and put together with the others where the app is
/// built (``DemoScenes``).
///
/// Where a route may stand is not declared here: it follows from the coordinators' own routes
/// (``MVVMC/RouteHandling/ownRoutes``) and from the flows, so nothing states it twice.
///
/// ```swift
/// extension SceneDescription {
///   static let topScorers = SceneDescription(
///     actions: Action.rowMoves + [.openScorer, .back] + Action.pageMoves,
///     flows: [.topScorers])   // below the list, opened by `scorers` or `s`
/// }
/// ```
package struct SceneDescription: Sendable {
  /// The actions the scene declares, in the order `--help` lists them.
  package var actions: [Action]
  /// The flows the folder adds below other scenes.
  package var flows: [FlowContribution]

  package init(actions: [Action] = [], flows: [FlowContribution] = []) {
    self.actions = actions
    self.flows = flows
  }

  /// A folder that adds one flow and declares no action of its own: the flow's action is the
  /// scene's it stands below, and its scenes use actions declared elsewhere (`open`, `back`).
  ///
  /// ```swift
  /// DemoScenes([.playerList, .playerDetail, .flow(.comparison)])
  /// ```
  package static func flow(_ flow: FlowContribution) -> SceneDescription {
    SceneDescription(flows: [flow])
  }
}
