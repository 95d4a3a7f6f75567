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
  static let yes = answer(.yes, letter: "y", or: .enter) { $0.pin.yesAction }
  /// `no`, `n` or `Esc` on the question.
  static let no = answer(.no, letter: "n", or: .escape) { $0.pin.noAction }

  /// An answer to the question: pressed by `letter` or `key`, hinted as both, and left out of
  /// `--help`, whose `pin` line covers the question.
  private static func answer(
    _ name: Name, letter: Character, or key: Key,
    label: @escaping @Sendable (DemoStrings) -> String
  ) -> Action {
    Action(
      name, keys: [.character(letter), key], label: { label(DemoStrings($0)) },
      hint: {
        let strings = DemoStrings($0)
        return KeyHint(
          keys: "\(letter)/\(strings.keyName(key))", action: label(strings),
          key: .character(letter))
      }, isInHelp: false)
  }
}
