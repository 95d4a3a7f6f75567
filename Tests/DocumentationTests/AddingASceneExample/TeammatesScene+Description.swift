import MVVMC

@testable import PSGDemo

extension Action.Name {
  /// `teammates` (or `t` on a player's page): the players of the same position.
  static let teammates = Action.Name("teammates")
}

extension Action {
  /// `teammates` or `t` on a player's page.
  static let teammates = Action(
    .teammates, key: .character("t"), label: { DemoStrings($0).teammates.action },
    hint: { DemoStrings($0).teammates.keyAction },
    summary: { DemoStrings($0).teammates.summary })
}

extension FlowContribution {
  /// The teammates, below a player's page: `teammates` or `t` opens them.
  static let teammates = FlowContribution(
    TeammatesRoute.self, below: .playerDetail, action: .teammates,
    route: { _, _ in TeammatesRoute() },
    flow: { _, page in TeammatesCoordinator(page: page) })
}
