import Foundation
import Rendering

/// A place in the app named by text: the deep links of `--open`, both ways.
///
/// Routes are data: parsing one shows nothing. ``AppCoordinator/open(_:)`` builds the stack
/// of scenes that leads there, so `back` from a deep-linked detail returns to the list. Every
/// scene says which route shows it (``RoutedScene``), and ``address`` writes a route back as
/// text that parses to the same route, so any screen can be linked to and reopened.
///
/// Each scene declares its own route type (a ``SceneRoute``, next to the scene) and the
/// constructors below; a `Route` holds one value of such a type.
///
/// ```swift
/// try Route(parsing: "players?filter=goalkeepers&search=mba")
///   // .players(filter: .goalkeepers, search: "mba")
/// try Route(parsing: "player/id/32")   // .player(id: 32)
/// try Route(parsing: "player/7")   // .player(number: 7)
/// try Route(parsing: "filters")    // .filters
/// Route.players(filter: .byNumber, search: "di maria").address
///   // "players?filter=number&search=di%20maria"
/// ```
package struct Route: Hashable, Sendable {
  /// The scene's own route.
  package let scene: any SceneRoute

  /// Wraps a scene's route.
  package init(_ scene: some SceneRoute) {
    self.scene = scene
  }

  /// The forms ``init(parsing:)`` accepts, for messages and `--help`: those of every
  /// registered scene (``DemoScenes``) but the variants `--help` alone lists.
  package static let acceptedForms = DemoScenes.routeForms.filter(\.isListedInErrors).map(
    \.pattern)

  /// Parses a route, or throws a ``RouteError`` that lists the accepted forms.
  package init(parsing text: String) throws(RouteError) {
    try self.init(parsing: text, routes: DemoScenes.routes)
  }

  /// Parses a route with the first of `routes` that reads its path.
  package init(parsing text: String, routes: [any SceneRoute.Type]) throws(RouteError) {
    var rest = Substring(text.trimmingCharacters(in: .whitespaces))
    if rest.starts(with: "/") { rest = rest.dropFirst() }
    let parts = rest.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    let path = parts.first.map(String.init) ?? ""
    let query = parts.count > 1 ? String(parts[1]) : nil
    for type in routes {
      if let scene = try type.read(path: path, query: query, route: text) {
        self.init(scene)
        return
      }
    }
    throw RouteError(route: text, problem: "unknown route")
  }

  package static func == (left: Route, right: Route) -> Bool {
    AnyHashable(left.scene) == AnyHashable(right.scene)
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(scene))
  }
}

/// A route that could not be parsed or followed.
package struct RouteError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The route as given.
  package var route: String
  /// What is wrong with it.
  package var problem: String
  /// Whether ``description`` ends with the accepted forms: not when the route is well formed
  /// and the problem already says what to type instead (a shirt number several players wear).
  package var listsAcceptedForms = true

  /// One line naming the route, the problem and the accepted forms, with control characters
  /// made visible: both parts hold what the user typed, percent-decoded (`%1B` is ESC).
  package var description: String {
    guard listsAcceptedForms else {
      return "invalid route “\(route)”: \(problem)".sanitizedForTerminal
    }
    let forms = Route.acceptedForms.joined(separator: ", ")
    return "invalid route “\(route)”: \(problem) (accepted: \(forms))".sanitizedForTerminal
  }
}
