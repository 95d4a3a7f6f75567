/// What one scene adds to the app's language: the routes that show it and the commands it
/// reads. Declared in the scene's folder and registered in ``DemoScenes/all``.
///
/// ```swift
/// extension SceneDescription {
///   static let topScorers = SceneDescription(
///     routes: [TopScorersRoute.self],
///     commands: [CommandDescription(.top, words: ["top"], usage: "top", summary: "…")])
/// }
/// ```
package struct SceneDescription: Sendable {
  /// The route types whose forms show this scene.
  package var routes: [any SceneRoute.Type]
  /// The commands the scene reads, in the order `--help` lists them.
  package var commands: [CommandDescription]

  package init(routes: [any SceneRoute.Type] = [], commands: [CommandDescription] = []) {
    self.routes = routes
    self.commands = commands
  }
}
