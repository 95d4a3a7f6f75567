import TerminalUI

/// The picker's keys in the full-screen app: `↑`/`↓` and `Enter`, or a filter's number; `Esc`
/// leaves without choosing.
///
/// Every key is a call on the view model; the ``FilterCoordinator`` bound to it ends the flow,
/// with the filter or `cancelled`.
extension FilterScene: KeyHandlingScene {
  func handle(_ key: Key) -> KeyResponse {
    switch key {
    case .up, .character("k"): viewModel.moveHighlight(by: -1)
    case .down, .character("j"): viewModel.moveHighlight(by: 1)
    case .home: viewModel.moveHighlight(by: .min)
    case .end: viewModel.moveHighlight(by: .max)
    case .enter: viewModel.chooseHighlighted()
    case .escape: viewModel.cancel()
    case .character(let character):
      guard character.isASCII, let number = character.wholeNumberValue,
        let filter = PlayerFilter(number: number)
      else { return .ignored }
      viewModel.choose(filter)
    default:
      return .ignored
    }
    return .handled
  }

  var keyHints: [KeyHint] {
    [
      KeyHint(keys: "↑/↓ \(strings.enterKey)", action: strings.chooseKeyAction, key: .enter),
      KeyHint(keys: "1–\(viewModel.filters.count)", action: strings.chooseKeyAction),
      KeyHint(keys: strings.escapeKey, action: strings.cancelKeyAction, key: .escape),
    ]
  }
}
