import MVVMC
import PlayerFeed

/// A segment of the demo's routes (``MVVMC/RouteSegment``), declared in its scene's folder: how
/// it is written and read, and what it adds to the exported site. It is data: what it opens is
/// the business of the coordinator that receives it, in its own `switch` over its own routes
/// (``MVVMC/RouteHandling/ownRoutes``).
///
/// ```swift
/// struct TopScorersRoute: DemoRoute {
///   static let forms = [RouteForm("scorers", summary: "the players by goals")]
///   static func read(path: String, query: String?, route: String) -> Self? {
///     path == "scorers" && query == nil ? Self() : nil
///   }
///   var address: String { "scorers" }
/// }
/// ```
package protocol DemoRoute: RouteSegment {
  /// What the scene contributes to the exported site: the routes of its pages, showing
  /// `players` with lists cut into pages of `pageSize` rows; every page a link of the site
  /// can lead to. None by default.
  ///
  /// A scene with a page per player returns a lazy sequence (`players.lazy.map { … }`), so
  /// the exporter makes each route when it needs it and never holds them all: the largest
  /// feed has 166,000 pages.
  static func siteRoutes(players: [Player], pageSize: Int) -> any Sequence<RoutePath>
}

extension DemoRoute {
  package static func siteRoutes(players: [Player], pageSize: Int) -> any Sequence<RoutePath> {
    []
  }

  /// The segment as a route over the list's default, as a deep link opens it.
  package var overTheList: RoutePath {
    RoutePath([PlayerListRoute.all, self])
  }
}

/// A segment that is one word and takes nothing, such as `teammates`: it declares its word and
/// what `--help` says of it, and is read and written from them.
///
/// ```swift
/// struct TeammatesRoute: FixedRoute {
///   static let word = "teammates"
///   static func form(_ strings: DemoStrings) -> String { strings.teammates.form }
/// }
/// ```
package protocol FixedRoute: DemoRoute {
  /// The segment, never translated.
  static var word: String { get }
  /// What `--help` says the segment opens, in `strings`' language.
  static func form(_ strings: DemoStrings) -> String
  init()
}

extension FixedRoute {
  package static var forms: [RouteForm] { [RouteForm(word) { form(DemoStrings($0)) }] }

  /// The word alone, with no query.
  package static func read(path: String, query: String?, route: String) -> Self? {
    path == word && query == nil ? Self() : nil
  }

  package var address: String { Self.word }
}
