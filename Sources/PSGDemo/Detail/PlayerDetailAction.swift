import MVVMC

/// An action another folder adds to a player's page: its words and keys, the route it opens
/// below the page, and the link a document gives it. A declaration, registered with its
/// folder's ``SceneDescription/playerDetailActions``; the page offers it in its help, its footer
/// and its keys, and hands the route to its coordinator.
///
/// ```swift
/// PlayerDetailAction(.compare, errorHint: .compareAlone) {
///   argument, strings throws(CommandError) in
///   ComparisonRoute(other: try ComparisonRoute.id(argument, strings: strings))
/// }
/// ```
package struct PlayerDetailAction: Sendable {
  /// The action, declared as any other.
  package var action: Action
  /// What an error says to try instead when the route cannot open; by default, to type
  /// `help`.
  package var errorHint: DemoCommandProblem.Hint
  /// The route the action opens below the page, from the typed text (`nil` from a key); an
  /// error is written with the session's strings.
  package var route:
    @Sendable (String?, DemoStrings) throws(CommandError) -> any PlayerDetailChildRoute
  /// The route a linked document (Markdown, HTML) gives the action on `page`, if the site
  /// holds one.
  package var siteLink: (@MainActor @Sendable (PlayerDetailContext) -> RoutePath?)?

  package init(
    _ action: Action,
    errorHint: DemoCommandProblem.Hint = .helpHere,
    siteLink: (@MainActor @Sendable (PlayerDetailContext) -> RoutePath?)? = nil,
    route:
      @escaping @Sendable (String?, DemoStrings) throws(CommandError) ->
      any PlayerDetailChildRoute
  ) {
    self.action = action
    self.errorHint = errorHint
    self.siteLink = siteLink
    self.route = route
  }
}
