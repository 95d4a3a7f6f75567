import MVVMC

/// The scenes of an app, put together where the app is built and passed down to what reads
/// them: the one place a new scene is registered (``standard``), and a value a test can build
/// from a subset of the scenes.
///
/// RoutePath parsing (``MVVMC/RoutePath/init(parsing:in:)`` with ``routeTree``), the accepted forms
/// of a ``MVVMC/RouteError``, command parsing (``MVVMC/Command/init(parsing:scenes:)``), the
/// flows each coordinator opens below its scene and the `ROUTES` and `COMMANDS` of
/// `psg-demo --help` all read it.
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
    .flow(.comparison),
  ])

  /// The scenes, in order.
  package let all: [SceneDescription]

  /// The actions of every scene, each name once (the first scene to declare it gives its
  /// words: `open` is the list's), then those that work everywhere
  /// (``SceneDescription/session``): a scene's own `back` (the picker's cancels) is read and
  /// listed as the session's.
  package let actions: [Action]

  /// The flows the scenes add below others, in order: each parent's coordinator opens those
  /// added below its scene, and its scene offers their actions.
  package let flows: [FlowContribution]

  /// Which segments may follow which, derived from what each coordinator opens itself
  /// (``MVVMC/RouteHandling/ownRoutes``) and from the flows added below scenes.
  package let routeTree: RouteTree

  /// The route types of the tree, the root's first, each once: the demo's routes.
  package let routes: [any DemoRoute.Type]

  /// Puts `scenes` together.
  package init(_ scenes: [SceneDescription]) {
    all = scenes
    let everywhere = SceneDescription.session.actions
    var seen = Set(everywhere.map(\.name))
    flows = scenes.flatMap(\.flows)
    let declared = scenes.flatMap(\.actions) + flows.compactMap(\.action)
    // Every word has its French twin (`ouvrir`), read in either language.
    actions = (declared.filter { seen.insert($0.name).inserted } + everywhere)
      .map(\.withTranslatedWords)
    var tree = RouteTree(root: PlayerListRoute.self)
    tree.add(AppCoordinator.ownRoutes.shape, below: PlayerListRoute.self)
    tree.add(flows)
    routeTree = tree
    // Every segment of the demo is a `DemoRoute`; the tree, a framework value, holds them as
    // any `RouteSegment`.
    routes = tree.types.compactMap { $0 as? any DemoRoute.Type }
  }

  /// Every form of every route, as `--help` lists them: each segment at the shallowest place
  /// it can stand in a path (``MVVMC/RoutePath/forms(in:)``).
  package var routeForms: [RouteForm] { RoutePath.forms(in: routeTree) }

  /// The forms a route may begin with, as an error at the start lists them: the list's and
  /// those of the scenes opened over it.
  package var acceptedForms: [String] { RoutePath.listedForms(of: routeTree.firstTypes) }
}
