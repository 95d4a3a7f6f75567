import Rendering

/// A route that could not be read or opened: what was given, what is wrong, what is accepted.
///
/// ```swift
/// let problem = RouteProblem.cannotFollow("nobody", after: "scorers")
/// let error = RouteError(route: "scorers/nobody", problem: problem)
/// error.description   // "invalid route “scorers/nobody”: “nobody” cannot follow “scorers”"
/// ```
public struct RouteError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The route as given.
  public var route: String
  /// What is wrong with it, as a value the app describes in its language.
  public var problem: RouteProblem
  /// Whether ``description`` ends with the accepted forms: not when the problem already says
  /// what to type instead (a shirt number several players wear).
  package var listsAcceptedForms: Bool
  /// The forms accepted where the route failed: filled in by ``RoutePath/init(parsing:in:)``
  /// and ``RoutePath/open(from:in:)`` from the segments declared at that depth.
  package var acceptedForms: [String]

  /// The most columns of the route and of the problem ``description`` shows.
  package static let longestShownWidth = 160

  /// Creates an error; `acceptedForms` is usually left for the route's reader to fill in.
  public init(
    route: String, problem: RouteProblem, listsAcceptedForms: Bool = true,
    acceptedForms: [String] = []
  ) {
    self.route = route
    self.problem = problem
    self.listsAcceptedForms = listsAcceptedForms
    self.acceptedForms = acceptedForms
  }

  /// One line in English naming the route, the problem and the accepted forms, with control
  /// characters made visible: both parts may hold what the user typed, percent-decoded (`%1B` is ESC).
  /// A route or a problem longer than 160 columns is cut with `…`, so a hostile route of
  /// megabytes gives a line, not a page.
  public var description: String {
    let shown = route.truncated(toWidth: Self.longestShownWidth)
    let problem = problem.description.truncated(toWidth: Self.longestShownWidth)
    var line = "invalid route “\(shown)”: \(problem)"
    if listsAcceptedForms, !acceptedForms.isEmpty {
      line += " (accepted: \(acceptedForms.joined(separator: ", ")))"
    }
    return line.sanitizedForTerminal
  }
}
