/// The route of one scene: how it is written, read and opened, declared in the scene's folder.
///
/// A ``Route`` holds one value of a `SceneRoute` type. ``Route/init(parsing:)`` asks each
/// registered type (``SceneDescription/routes``) in turn to read the text; `--help`, the
/// accepted forms of a ``RouteError`` and ``AppCoordinator/open(_:)`` all go through the same
/// types, so a route is spelled in one place.
///
/// ```swift
/// struct TopScorersRoute: SceneRoute {
///   static let forms = [RouteForm("top-scorers", summary: "the top scorers, over the list")]
///   static func read(path: String, query: String?, route: String) -> Self? {
///     path == "top-scorers" && query == nil ? Self() : nil
///   }
///   var address: String { "top-scorers" }
///   func open(in app: AppCoordinator) { app.startChild(TopScorersCoordinator(…)) }
/// }
/// ```
package protocol SceneRoute: Hashable, Sendable {
  /// How the route is written, for `--help` and for the accepted forms in errors.
  static var forms: [RouteForm] { get }

  /// Reads a route whose leading `/` is gone, split at the first `?`.
  ///
  /// - Parameter route: The route as given, for the error.
  /// - Returns: `nil` when `path` is not this route's, so the next type may read it.
  /// - Throws: ``RouteError`` when the path is this route's but the rest is wrong.
  static func read(path: String, query: String?, route: String) throws(RouteError) -> Self?

  /// The route as text that ``read(path:query:route:)`` reads back as the same route.
  var address: String { get }

  /// The route with what the scene shows by default left out: two routes that show the same
  /// screen are then equal.
  var canonical: Self { get }

  /// Builds the scenes that lead to this route over the list, the root.
  @MainActor func open(in app: AppCoordinator) throws(RouteError)

  /// What the scene contributes to the exported site: the routes of this type it holds a page
  /// for, showing `players` with lists cut into pages of `pageSize` rows; every page a link of
  /// the site can lead to. None by default.
  static func siteRoutes(players: [Player], pageSize: Int) -> [Self]
}

extension SceneRoute {
  package var canonical: Self { self }

  package static func siteRoutes(players: [Player], pageSize: Int) -> [Self] { [] }

  /// ``canonical`` as a ``Route``: the opened type, which a `Route` cannot name.
  var canonicalRoute: Route { Route(canonical) }
}

/// One way of writing a route, as `--help` lists it.
package struct RouteForm: Sendable, Equatable {
  /// The form with placeholders in capitals: `player/NUMBER`.
  package var pattern: String
  /// What it shows: `the player wearing shirt NUMBER, over the list`.
  package var summary: String
  /// Whether a ``RouteError`` lists the form among the accepted ones (a variant of another
  /// form may be left to `--help`).
  package var isListedInErrors: Bool

  package init(_ pattern: String, summary: String, isListedInErrors: Bool = true) {
    self.pattern = pattern
    self.summary = summary
    self.isListedInErrors = isListedInErrors
  }
}
