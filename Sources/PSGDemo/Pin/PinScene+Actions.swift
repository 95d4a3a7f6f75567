import MVVMC

extension Action.Name {
  /// `pin N` (or `p` on the list): pin or unpin the player on row N.
  static let pin = Action.Name("pin") { DemoStrings($0).pin.command }
  /// `yes`: the answer that pins or unpins.
  static let yes = Action.Name("yes") { DemoStrings($0).pin.yesCommand }
  /// `no`: the answer that changes nothing.
  static let no = Action.Name("no") { DemoStrings($0).pin.noCommand }
}

extension Action {
  /// `pin N` on the list, or `p` on the selected row.
  static let pin = Action(
    .pin, argument: .optional("N"), key: .character("p"),
    label: { DemoStrings($0).pin.action }, hint: { DemoStrings($0).pin.keyAction },
    summary: { DemoStrings($0).pin.summary })
  /// `yes`, `y` or `Enter` on the question.
  static let yes = Action(
    .yes, keys: [.character("y"), .enter], label: { DemoStrings($0).pin.yesAction },
    hint: {
      KeyHint(
        keys: "y/\(DemoStrings($0).enterKey)", action: DemoStrings($0).pin.yesAction,
        key: .character("y"))
    }, isInHelp: false)
  /// `no`, `n` or `Esc` on the question.
  static let no = Action(
    .no, keys: [.character("n"), .escape], label: { DemoStrings($0).pin.noAction },
    hint: {
      KeyHint(
        keys: "n/\(DemoStrings($0).escapeKey)", action: DemoStrings($0).pin.noAction,
        key: .character("n"))
    }, isInHelp: false)
}
