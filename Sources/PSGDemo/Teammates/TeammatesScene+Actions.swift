import MVVMC

extension Action.Name {
  /// `teammates` (or `t` on a player's page): the players of the same position.
  static let teammates = Action.Name("teammates") { DemoStrings($0).teammates.command }
}

extension Action {
  /// `teammates` or `t` on a player's page.
  static let teammates = Action(
    .teammates, key: .character("t"), label: { DemoStrings($0).teammates.action },
    hint: { DemoStrings($0).teammates.keyAction },
    summary: { DemoStrings($0).teammates.summary })
}
