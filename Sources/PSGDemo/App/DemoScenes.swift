import MVVMC

/// The scenes of an app, put together where the app is built and passed down to what reads
/// them: the one place a new scene is registered (``standard``), and a value a test can build
/// from a subset of the scenes.
///
/// RoutePath parsing (``MVVMC/RoutePath/init(parsing:in:)`` with ``routeTree``), the accepted forms
/// of a ``MVVMC/RouteError``, command parsing (``MVVMC/Command/init(parsing:scenes:)``), the
/// actions of a player's page and the `ROUTES` and `COMMANDS` of `psg-demo --help` all read it.
///
/// ```swift
/// DemoScenes.standard.routeForms.map(\.pattern).first   // "players"
/// let small = DemoScenes([.playerList, .playerDetail])  // no scorers, no comparison
/// ```
package struct DemoScenes: Sendable {
  /// Every scene of the demo, the list first, in the order `--help` lists their routes and
  /// actions.
  package static let standard = DemoScenes([
    .playerList,
    .filterPicker,
    .playerDetail,
    .topScorers,
    .comparison,
  ])

  /// The scenes, in order.
  package let all: [SceneDescription]

  /// The actions of every scene, each name once (the first scene to declare it gives its
  /// words: `open` is the list's), then those that work everywhere
  /// (``SceneDescription/session``): a scene's own `back` (the picker's cancels) is read and
  /// listed as the session's.
  package let actions: [Action]

  /// Which segments may follow which: the route tree of these scenes.
  package let routeTree: RouteTree

  /// The route types of every scene, in the order they were placed, each once.
  package let routes: [any DemoRoute.Type]

  /// The actions the scenes add to a player's page, in order.
  package let playerDetailActions: [PlayerDetailAction]

  /// The actions that only open a route from the list, with that route, in declaration order:
  /// the session performs them for every scene and the list offers them.
  package let routeActions: [(action: Action, route: RoutePath)]

  /// Puts `scenes` together; the first must place the root route.
  package init(_ scenes: [SceneDescription]) {
    all = scenes
    let everywhere = SceneDescription.session.actions
    var seen = Set(everywhere.map(\.name))
    let pageActions = scenes.flatMap(\.playerDetailActions)
    let declared = scenes.flatMap(\.actions) + pageActions.map(\.action)
    // Every word has its French twin (`ouvrir`), read in either language.
    actions = (declared.filter { seen.insert($0.name).inserted } + everywhere)
      .map(\.withFrenchWords)
    let placements = scenes.flatMap(\.routes)
    let root = placements.first { $0.parent == nil }?.route ?? PlayerListRoute.self
    var tree = RouteTree(root: root)
    var types: [any DemoRoute.Type] = []
    for placement in placements {
      if !types.contains(where: { ObjectIdentifier($0) == ObjectIdentifier(placement.route) }) {
        types.append(placement.route)
      }
      if let parent = placement.parent { tree.add(placement.route, below: parent) }
    }
    routeTree = tree
    routes = types
    playerDetailActions = pageActions
    let declaredActions = actions
    routeActions = declaredActions.compactMap { action in
      scenes.lazy.compactMap { $0.opens[action.name] }.first.map { (action, $0) }
    }
  }

  /// Every form of every route, as `--help` lists them: each segment at the shallowest place
  /// it can stand in a path (``MVVMC/RoutePath/forms(in:)``).
  package var routeForms: [RouteForm] { RoutePath.forms(in: routeTree) }

  /// The forms a route may begin with, as an error at the start lists them: the list's and
  /// those of the scenes opened over it.
  package var acceptedForms: [String] { RoutePath.listedForms(of: routeTree.firstTypes) }
}
