/// The scenes of the demo, in the order `--help` lists their routes and commands: the one
/// place a new scene is registered.
///
/// Route parsing (``Route/init(parsing:)``), the accepted forms of a ``RouteError``, command
/// parsing (``Command/init(parsing:)``) and the `ROUTES` and `COMMANDS` of `psg-demo --help`
/// all read this list.
///
/// ```swift
/// DemoScenes.routeForms.map(\.pattern).first   // "players"
/// ```
package enum DemoScenes {
  /// Every scene, the list first.
  package static let all: [SceneDescription] = [
    .playerList,
    .filterPicker,
    .playerDetail,
    .topScorers,
  ]

  /// The commands of every scene, then those that work everywhere (``SceneDescription/session``).
  package static let commands = (all + [.session]).flatMap(\.commands)

  /// The route types of every scene, in the order they are tried.
  package static let routes = all.flatMap(\.routes)

  /// The commands that open a route from the list (``CommandDescription/opens``), which the
  /// session handles for every scene.
  package static let routeCommands = commands.filter { $0.opens != nil }

  /// Every form of every route, as `--help` lists them.
  package static let routeForms = routes.flatMap { $0.forms }
}
