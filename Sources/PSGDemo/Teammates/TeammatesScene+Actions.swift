import MVVMC

extension Action {
  /// `teammates`, or `t` on a player's page: the players of the same position.
  static let teammates = Action(
    "teammates", key: "t", command: { DemoStrings($0).teammates.command },
    label: { DemoStrings($0).teammates.action }, hint: { DemoStrings($0).teammates.keyAction },
    summary: { DemoStrings($0).teammates.summary })
}
