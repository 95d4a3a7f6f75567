extension SceneDescription {
  /// A player's page, over the list (``PlayerDetailRoute``); its one action is `back`.
  package static let playerDetail = SceneDescription(
    routes: [RoutePlacement(PlayerDetailRoute.self, below: PlayerListRoute.self)])
}
