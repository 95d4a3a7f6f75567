import MVVMC

@testable import PSGDemo

extension Action.Name {
  /// `teammates` (or `t` on a player's page): the players of the same position.
  static let teammates = Action.Name("teammates")
}

extension Action {
  /// `teammates` or `t` on a player's page.
  static let teammates = Action(
    .teammates, keys: [.character("t")], label: { DemoStrings($0).teammates.action },
    hint: { KeyHint(keys: "t", action: DemoStrings($0).teammates.keyAction) },
    summary: { DemoStrings($0).teammates.summary })
}

extension SceneDescription {
  /// The teammates: a flow below a player's page, opened by its action there.
  static let teammates = SceneDescription(flows: [.teammates])
}

extension FlowContribution {
  /// The teammates, below a player's page: `teammates` or `t` opens them.
  static let teammates = FlowContribution(
    TeammatesRoute.self, below: .playerDetail, action: .teammates,
    route: { _, _ in TeammatesRoute() },
    flow: { _, page in TeammatesCoordinator(page: page) })
}
