extension SceneDescription {
  /// A player's page: its route (``PlayerDetailRoute``); its one action is `back`.
  package static let playerDetail = SceneDescription(routes: [PlayerDetailRoute.self])
}
