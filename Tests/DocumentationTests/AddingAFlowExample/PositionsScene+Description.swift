import MVVMC

@testable import PSGDemo

extension Action.Name {
  /// `positions` (or `g` on the list): the squad by position.
  static let positions = Action.Name("positions") { DemoStrings($0).positions.command }
}

extension Action {
  /// `positions` (`postes` in French) or `g` on the list.
  static let positions = Action(
    .positions, keys: [.character("g")],
    label: { DemoStrings($0).positions.action },
    hint: { KeyHint(keys: "g", action: DemoStrings($0).positions.keyAction) },
    summary: { DemoStrings($0).positions.summary })
  /// `open N` in either scene of the flow (the list's word), or `Enter` on the selected row.
  static let openPositionsRow = Action(
    .open, argument: .text("N"), keys: [.enter],
    label: { DemoStrings($0).positions.openRowAction },
    hint: {
      KeyHint(
        keys: DemoStrings($0).enterKey, action: DemoStrings($0).positions.openRowKeyAction,
        key: .enter)
    }, isInHelp: false)
}

extension SceneDescription {
  /// The squad by position: a flow below the list, opened by its action there or by route;
  /// the flow's scenes use the list's `open` and the session's `back`.
  static let positions = SceneDescription(flows: [.positions])
}

extension FlowContribution {
  /// The positions, below the list: `positions` or `g` opens them. With no `link:`, an
  /// exported site has no page for them, and its list does not link the action.
  static let positions = FlowContribution(
    PositionsRoute.self, below: .playerList, action: .positions,
    route: { _, _ in PositionsRoute() },
    flow: { route, list in PositionsCoordinator(route, below: list) })
}
