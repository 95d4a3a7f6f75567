extension SceneDescription {
  /// A player's page (``PlayerDetailRoute``): its one action of its own is `back`.
  package static let playerDetail = SceneDescription()
}
