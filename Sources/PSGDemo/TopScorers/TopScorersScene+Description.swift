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
