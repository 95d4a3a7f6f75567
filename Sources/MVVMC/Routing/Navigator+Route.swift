extension Navigator {
  /// The route of the scene on top: the segments of the scenes on the stack (the presented
  /// one last), or `nil` when the top scene names none (``Scene/routeSegment``, or the segment it was
  /// shown at).
  ///
  /// Scenes below the top give their covered segment (``Scene/coveredRouteSegment``); scenes
  /// that name no segment (a confirmation, a message) are skipped below the top.
  ///
  /// - Complexity: O(*n*) in the number of scenes.
  public var route: RoutePath? {
    top.flatMap(route(upTo:))
  }
}

extension Navigator {
  /// The route of `scene` as it stands on the stack: the segments of the scenes from the root
  /// up to it (each below it by its ``Scene/coveredRouteSegment``), or `nil` when it is not
  /// shown or names no segment.
  ///
  /// - Complexity: O(*n*) in the number of scenes.
  public func route(upTo scene: any Scene) -> RoutePath? {
    segments(upTo: scene).map(RoutePath.init)
  }
}
