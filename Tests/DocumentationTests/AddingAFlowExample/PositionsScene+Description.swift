import MVVMC

@testable import PSGDemo

extension Action.Name {
  /// `positions` (or `g` on the list): the squad by position.
  static let positions = Action.Name("positions") { DemoStrings($0).positions.command }
}

extension Action {
  /// `positions` (`postes` in French) or `g` on the list.
  static let positions = Action(
    .positions, key: .character("g"),
    label: { DemoStrings($0).positions.action },
    hint: { DemoStrings($0).positions.keyAction },
    summary: { DemoStrings($0).positions.summary })
  /// `open N` in either scene of the flow (the list's word), or `Enter` on the selected row.
  static let openPositionsRow = Action(
    .open, argument: .text("N"), key: .enter,
    label: { DemoStrings($0).positions.openRowAction },
    hint: { DemoStrings($0).positions.openRowKeyAction }, isInHelp: false)
}

extension FlowContribution {
  /// The positions, below the list: `positions` or `g` opens them. With no `link:`, an
  /// exported site has no page for them, and its list does not link the action.
  static let positions = FlowContribution(
    PositionsRoute.self, below: .playerList, action: .positions,
    route: { _, _ in PositionsRoute() },
    flow: { route, list in PositionsCoordinator(route, below: list) })
}
