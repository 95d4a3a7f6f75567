import Foundation
import Rendering

/// A place in the app named by text: the deep links of `--open`, both ways.
///
/// Routes are data: parsing one shows nothing. ``AppCoordinator/open(_:)`` builds the stack
/// of scenes that leads there, so `back` from a deep-linked detail returns to the list. Every
/// scene says which route shows it (``RoutedScene``), and ``address`` writes a route back as
/// text that parses to the same route, so any screen can be linked to and reopened.
///
/// ```swift
/// try Route(parsing: "players?filter=goalkeepers&search=mba")
///   // .players(filter: .goalkeepers, search: "mba")
/// try Route(parsing: "player/7")   // .player(number: 7)
/// try Route(parsing: "filters")    // .filters
/// Route.players(filter: .byNumber, search: "di maria").address
///   // "players?filter=number&search=di%20maria"
/// ```
public enum Route: Equatable, Hashable, Sendable {
  /// The list, with a filter and a search applied if given.
  case players(filter: PlayerFilter?, search: String?)
  /// The filter picker over the list with the given filter and search: the filter is the
  /// picker's current choice, and choosing keeps the search.
  case filterPicker(filter: PlayerFilter?, search: String?)
  /// The detail of the player wearing shirt `number`, over the unfiltered list.
  case player(number: Int)

  /// The filter picker over the unfiltered list.
  public static let filters = Route.filterPicker(filter: nil, search: nil)

  /// The forms ``init(parsing:)`` accepts, for messages and `--help`. (`filters` also takes
  /// the list's query, `filters?filter=NAME&search=TEXT`: the picker over that list.)
  public static let acceptedForms = [
    "players", "players?filter=NAME&search=TEXT", "filters", "player/NUMBER",
  ]

  /// Parses a route, or throws a ``RouteError`` that lists the accepted forms.
  public init(parsing text: String) throws(RouteError) {
    var rest = Substring(text.trimmingCharacters(in: .whitespaces))
    if rest.hasPrefix("/") { rest = rest.dropFirst() }
    let parts = rest.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    let path = parts.first.map(String.init) ?? ""
    let query = parts.count > 1 ? String(parts[1]) : nil
    switch path {
    case "players":
      let (filter, search) = try Route.listQuery(query, route: text)
      self = .players(filter: filter, search: search)
    case "filters":
      let (filter, search) = try Route.listQuery(query, route: text)
      self = .filterPicker(filter: filter, search: search)
    default:
      let components = path.split(separator: "/", omittingEmptySubsequences: false)
      if components.count == 2, components[0] == "player", query == nil {
        guard let number = Int(components[1]), number >= 0 else {
          throw RouteError(route: text, problem: "“\(components[1])” is not a shirt number")
        }
        self = .player(number: number)
      } else {
        throw RouteError(route: text, problem: "unknown route")
      }
    }
  }

  /// The filter and search of a list's query (`filter=NAME&search=TEXT`, either or both).
  private static func listQuery(
    _ query: String?, route: String
  ) throws(RouteError) -> (PlayerFilter?, String?) {
    guard let query, !query.isEmpty else { return (nil, nil) }
    var filter: PlayerFilter?
    var search: String?
    for pair in query.split(separator: "&") {
      let keyValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let key = String(keyValue[0])
      let raw = keyValue.count > 1 ? String(keyValue[1]) : ""
      let value = raw.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? raw
      switch key {
      case "filter":
        guard let parsed = PlayerFilter(commandArgument: value) else {
          throw RouteError(route: route, problem: "unknown filter “\(value)”")
        }
        filter = parsed
      case "search":
        search = value
      default:
        throw RouteError(route: route, problem: "unknown parameter “\(key)”")
      }
    }
    return (filter, search)
  }
}

/// A route that could not be parsed or followed.
public struct RouteError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The route as given.
  public var route: String
  /// What is wrong with it.
  public var problem: String

  /// One line naming the route, the problem and the accepted forms, with control characters
  /// made visible: both parts hold what the user typed, percent-decoded (`%1B` is ESC).
  public var description: String {
    let forms = Route.acceptedForms.joined(separator: ", ")
    return "invalid route “\(route)”: \(problem) (accepted: \(forms))".sanitizedForTerminal
  }
}
