import Rendering

/// One way of writing a route segment, as a help text lists it.
///
/// Placeholders are written in capitals (`player/id/ID`); a form may end with the query it
/// takes (`players?filter=NAME`), which does not count as path components.
///
/// ```swift
/// let form = RouteForm("player/id/ID", summary: "the player whose id is ID")
/// form.components   // ["player", "id", "ID"]
/// // `Words(language)`: the app's words in a language, one value a language.
/// let scorers = RouteForm("scorers") { Words($0).topScorers.form }
/// scorers.summary(.french)   // "les buteurs"
/// ```
public struct RouteForm: Sendable {
  /// The form with placeholders in capitals: `player/NUMBER`.
  public var pattern: String
  /// What it shows, in each language: `the player wearing shirt NUMBER`.
  public var summary: @Sendable (Language) -> String
  /// Whether a ``RouteError`` lists the form among the accepted ones (a variant of another
  /// form may be left to the help text).
  package var isListedInErrors: Bool

  /// Creates a form whose summary is written in each language the app speaks.
  public init(
    _ pattern: String, isListedInErrors: Bool = true,
    summary: @escaping @Sendable (Language) -> String
  ) {
    self.pattern = pattern
    self.summary = summary
    self.isListedInErrors = isListedInErrors
  }

  /// Creates a form whose summary is the same in every language: an app that speaks one.
  public init(_ pattern: String, summary: String, isListedInErrors: Bool = true) {
    self.init(pattern, isListedInErrors: isListedInErrors) { _ in summary }
  }

  /// The path components of the pattern, without its query.
  package var components: [Substring] {
    let path = pattern.prefix { $0 != "?" }
    return path.split(separator: "/", omittingEmptySubsequences: false)
  }

  /// Whether `component` of a route can stand where `patternComponent` is: a placeholder
  /// (capitals) takes any component, even an empty one, so that the segment's reader says
  /// what is wrong with it; any other word only itself.
  static func component(_ component: Substring, matches patternComponent: Substring) -> Bool {
    let isPlaceholder =
      !patternComponent.isEmpty && patternComponent.allSatisfy { $0.isUppercase || $0 == "_" }
    return isPlaceholder || component == patternComponent
  }
}
