import MVVMC

@testable import PSGDemo

extension Action.Name {
  /// `teammates` (or `t` on a player's page): the players of the same position.
  static let teammates = Action.Name("teammates")
}

extension Action {
  /// `teammates` or `t` on a player's page.
  static let teammates = Action(
    .teammates, keys: [.character("t")], label: { DemoStrings($0).teammatesAction },
    hint: { KeyHint(keys: "t", action: DemoStrings($0).teammatesKeyAction) },
    summary: { DemoStrings($0).teammatesSummary })
}

extension SceneDescription {
  /// The teammates: their route below a player's page, and the action that opens it there.
  static let teammates = SceneDescription(
    routes: [RoutePlacement(TeammatesRoute.self, below: PlayerDetailRoute.self)],
    playerDetailActions: [PlayerDetailAction(.teammates) { _, _ in TeammatesRoute() }])
}
