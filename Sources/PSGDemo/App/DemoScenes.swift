import MVVMC

/// The demo's routes and actions, as one value that command parsing, `--help`, route errors
/// and the exported site read.
///
/// Nothing is registered here: the route tree is derived from the root coordinator's
/// ``AppCoordinator/Route`` (each parent lists its children, and ``MVVMC/RouteCases`` follows
/// them down), and the actions are each scene's, listed once.
///
/// ```swift
/// DemoScenes.routeForms.map(\.pattern).first   // "players"
/// DemoScenes.routeTree.followers(of: PlayerDetailRoute.self).count   // 1: the comparison
/// ```
package enum DemoScenes {
  /// The actions of every scene, each name once (the first scene to declare it gives its
  /// words: `open` is the list's), then those that work everywhere (``MVVMC/Action/everywhere``):
  /// a scene's own `back` (the picker's cancels) is read and listed as the session's. Every
  /// word has its French twin (`ouvrir`), read in either language.
  package static let actions: [Action] = {
    // The list's; the filter picker's choice (its moves are the list's); what opens over the
    // list and below a page. The other scenes' moves, `open` and `back` are named above.
    let declared =
      Action.rowMoves + [.search, .clear, .filter, .openRow, .next, .previous, .refresh]
      + Action.pageMoves + [.chooseFilter] + [.scorers, .pin, .yes, .no, .compare, .teammates]
    var seen = Set(Action.everywhere.map(\.name))
    return (declared.filter { seen.insert($0.name).inserted } + Action.everywhere)
      .map(\.withTranslatedWords)
  }()

  /// Which segments may follow which, derived from what each coordinator opens itself
  /// (``MVVMC/RouteHandling/ownRoutes``), from the root down.
  package static let routeTree: RouteTree = {
    var tree = RouteTree(root: PlayerListRoute.self)
    tree.add(AppCoordinator.ownRoutes.shape, below: PlayerListRoute.self)
    return tree
  }()

  /// The route types of the tree, the root's first, each once: the demo's routes.
  package static let routes: [any DemoRoute.Type] =
    // Every segment of the demo is a `DemoRoute`; the tree, a framework value, holds them as
    // any `RouteSegment`.
    routeTree.types.compactMap { $0 as? any DemoRoute.Type }

  /// Every form of every route, as `--help` lists them: each segment at the shallowest place
  /// it can stand in a path (``MVVMC/RoutePath/forms(in:)``).
  package static var routeForms: [RouteForm] { RoutePath.forms(in: routeTree) }

  /// The forms a route may begin with, as an error at the start lists them: the list's and
  /// those of the scenes opened over it.
  package static var acceptedForms: [String] { RoutePath.listedForms(of: routeTree.firstTypes) }
}
