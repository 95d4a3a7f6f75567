import MVVMC

extension Action.Name {
  /// `scorers`: show the top scorers.
  package static let scorers = Action.Name("scorers") { DemoStrings($0).topScorers.command }
}

extension Action {
  /// `scorers` or the `s` key on the list: the top scorers, over the list as it is.
  static let scorers = Action(
    .scorers, key: .character("s"), label: { DemoStrings($0).topScorers.action },
    hint: { DemoStrings($0).topScorers.keyAction },
    summary: { DemoStrings($0).topScorers.summary })
  /// `open N` among the scorers (the list's word), or `Enter` on the selected scorer.
  static let openScorer = Action(
    .open, argument: .text("N"), key: .enter,
    label: { DemoStrings($0).topScorers.openRowAction },
    hint: { DemoStrings($0).openKeyAction }, isInHelp: false)
}

extension SceneDescription {
  /// The top scorers: their actions, and their flow below the list (``TopScorersRoute``),
  /// which the list opens with `scorers` or `s`.
  package static let topScorers = SceneDescription(
    actions: Action.rowMoves + [.openScorer, .back] + Action.pageMoves,
    flows: [.topScorers])
}

extension FlowContribution {
  /// The top scorers, below the list: the `scorers` action opens their first page, over the
  /// list as it is.
  package static let topScorers = FlowContribution(
    TopScorersRoute.self, below: .playerList, action: .scorers,
    // `scorers` takes no text: a line that adds some is no command, and never reaches here.
    route: { _, _ in TopScorersRoute() },
    link: { _ in .scorers },
    flow: { route, list throws(RouteError) in try TopScorersCoordinator(route, below: list) })
}
