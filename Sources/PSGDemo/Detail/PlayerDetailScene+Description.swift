extension SceneDescription {
  /// A player's page: its route (``PlayerDetailRoute``); it reads no command of its own.
  package static let playerDetail = SceneDescription(routes: [PlayerDetailRoute.self])
}
