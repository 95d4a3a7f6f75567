import MVVMC

/// The scenes of the demo, in the order `--help` lists their routes and actions: the one place
/// a new scene is registered.
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
    .comparison,
  ]

  /// The actions of every scene, each name once (the first scene to declare it gives its
  /// words: `open` is the list's), then those that work everywhere
  /// (``SceneDescription/session``): a scene's own `back` (the picker's cancels) is read and
  /// listed as the session's.
  package static let actions: [Action] = {
    let everywhere = SceneDescription.session.actions
    var seen = Set(everywhere.map(\.name))
    let contributed = all.flatMap(\.contributions).map(\.action)
    // Every word has its French twin (`ouvrir`), read in either language.
    return ((all.flatMap(\.actions) + contributed).filter { seen.insert($0.name).inserted }
      + everywhere).map(\.withFrenchWords)
  }()

  /// The actions scenes add to other scenes (``SceneDescription/contributions``).
  package static let contributions = all.flatMap(\.contributions)

  /// The contributed actions `scene` offers, in registration order.
  @MainActor package static func contributions(offeredOn scene: any Scene) -> [ActionContribution] {
    contributions.filter { $0.isOffered(scene) }
  }

  /// The route types of every scene, in the order they are tried.
  package static let routes = all.flatMap(\.routes)

  /// The actions that only open a route from the list, with that route, in declaration order:
  /// the session performs them for every scene and the list offers them.
  package static let routeActions: [(action: Action, route: Route)] = actions.compactMap {
    action in
    all.lazy.compactMap { $0.opens[action.name] }.first.map { (action, $0) }
  }

  /// Every form of every route, as `--help` lists them: each segment at the shallowest place
  /// it can stand in a path (``MVVMC/RoutePath/forms(from:)``).
  package static let routeForms = Route.demoForms
}
