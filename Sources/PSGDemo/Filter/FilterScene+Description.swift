import MVVMC

extension Action {
  /// A filter by its number or name, typed as a line of its own, `filter NAME` (the list's
  /// word), `Enter` on the highlighted filter or a number key.
  static let chooseFilter = Action(
    .choose, words: [], argument: .text("NAME"),
    keys: [.enter] + PlayerFilter.allCases.indices.map { .character(Character(String($0 + 1))) },
    keyArguments: Dictionary(
      uniqueKeysWithValues: PlayerFilter.allCases.indices.map {
        (Key.character(Character(String($0 + 1))), String($0 + 1))
      }),
    label: { DemoStrings($0).chooseAction },
    hint: {
      KeyHint(
        keys: "↑/↓ \(DemoStrings($0).enterKey)", action: DemoStrings($0).chooseKeyAction,
        key: .enter)
    },
    usage: "1–\(PlayerFilter.allCases.count) | NAME",
    helpUsage: "1-\(PlayerFilter.allCases.count) or NAME",
    summary: { DemoStrings($0).chooseFilterSummary })
  /// The number keys' hint, `1–8 Choose`: their action is ``chooseFilter``.
  static let chooseFilterByNumber = Action(
    .choose, words: [],
    hint: {
      KeyHint(keys: "1–\(PlayerFilter.allCases.count)", action: DemoStrings($0).chooseKeyAction)
    },
    isInHelp: false)
  /// `back` or `Esc`: leave the picker without choosing.
  static let cancelFilter = Action(
    .back, keys: [.escape], label: { DemoStrings($0).cancelAction },
    hint: {
      KeyHint(
        keys: DemoStrings($0).escapeKey, action: DemoStrings($0).cancelKeyAction, key: .escape)
    }, isInHelp: false)
  /// The highlight's moves: keys only, under the choice's hint.
  static let highlightMoves =
    Action.rowMoves.map(\.withoutHint)
    + [Action.pageMoves[2], Action.pageMoves[3]].map(\.withoutHint)
}
