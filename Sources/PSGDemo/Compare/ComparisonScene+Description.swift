import MVVMC

extension Action.Name {
  /// `compare` (or `c` on a player's page): compare the player with another.
  static let compare = Action.Name("compare") { DemoStrings($0).comparison.command }
}

extension Action {
  /// `compare [ID]` or `c` on a player's page: the picker, or the player with id `ID` at once.
  static let compare = Action(
    .compare, argument: .optional("ID"), key: .character("c"),
    label: { DemoStrings($0).comparison.action },
    hint: { DemoStrings($0).comparison.keyAction },
    summary: { DemoStrings($0).comparison.summary })
  /// A row number typed in the picker, or `Enter` on the highlighted player.
  static let pickPlayer = Action(
    .choose, words: [], argument: .text("N"), key: .enter,
    label: { DemoStrings($0).comparison.pickPlayerAction },
    hint: { DemoStrings($0).chooseKeyAction }, usage: "N",
    isInHelp: false)
  /// `search TEXT` in the picker: keep the players whose name contains it; the `/` key gives
  /// the search field the focus, and typing then searches live, as in the list.
  static let searchPlayers = Action(
    .search, argument: .textOr("TEXT", .clear), key: .character("/"),
    label: { DemoStrings($0).searchAction },
    hint: { DemoStrings($0).searchKeyAction }, isInHelp: false)
  /// `back` or `Esc`: leave the picker or the comparison.
  static let cancelComparison = Action(
    .back, keys: [.escape, .backspace, .left], label: { DemoStrings($0).backAction },
    hint: { DemoStrings($0).backHint }, isInHelp: false)
}
