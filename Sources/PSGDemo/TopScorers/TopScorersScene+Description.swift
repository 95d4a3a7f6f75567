import MVVMC

extension Action.Name {
  /// `scorers`: show the top scorers.
  package static let scorers = Action.Name("scorers")
}

extension Action {
  /// `scorers`: opens the top scorers' route from the list.
  static let scorers = Action(
    .scorers, label: { DemoStrings($0).scorersAction }, summary: { DemoStrings($0).scorersSummary })
  /// `open N` among the scorers (the list's word), or `Enter` on the selected scorer.
  static let openScorer = Action(
    .open, argument: .text("N"), keys: [.enter], label: { DemoStrings($0).openScorerAction },
    hint: {
      KeyHint(keys: DemoStrings($0).enterKey, action: DemoStrings($0).openKeyAction, key: .enter)
    }, isInHelp: false)
}

extension SceneDescription {
  /// The top scorers: their route (``TopScorersRoute``) over the list, the players' pages over
  /// them, their actions, and the `scorers` action, which the session performs on the list by
  /// opening that route.
  package static let topScorers = SceneDescription(
    routes: [
      RoutePlacement(TopScorersRoute.self, below: PlayerListRoute.self),
      RoutePlacement(PlayerDetailRoute.self, below: TopScorersRoute.self),
    ],
    actions: [.scorers] + Action.rowMoves + [.openScorer, .back] + Action.pageMoves,
    opens: [.scorers: .scorers])
}
