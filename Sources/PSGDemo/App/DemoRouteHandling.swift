import MVVMC

/// A demo coordinator that opens routes (``MVVMC/RouteHandling``): it declares the segments it
/// reads itself, the registered scenes add theirs (``DemoRoute/contributedBelow``), and each
/// segment opens itself (``DemoRoute/open(over:in:)``).
@MainActor
package protocol DemoRouteHandling: RouteHandling, Coordinator {
  /// The segments this coordinator reads, declared with it.
  nonisolated static var ownRoutes: [any DemoRoute.Type] { get }
  /// The navigator that shows its scenes (``MVVMC/BaseCoordinator`` has it).
  var navigator: Navigator { get }
  /// The coordinator that started this one (``MVVMC/BaseCoordinator`` has it).
  var parent: (any Coordinator)? { get }
}

extension DemoRouteHandling {
  package nonisolated static var childRoutes: [any RouteSegment.Type] {
    ownRoutes
      + DemoScenes.routes.filter { type in
        type.contributedBelow.map { ObjectIdentifier($0) == ObjectIdentifier(Self.self) } ?? false
      }
  }

  package func open(_ segment: any RouteSegment) throws(RouteError) -> any RouteHandling {
    guard let route = segment as? any DemoRoute, let app else {
      throw RouteError(route: segment.address, problem: "“\(segment.address)” cannot open here")
    }
    return try route.open(over: self, in: app)
  }

  /// The root coordinator of the tree this one belongs to.
  var app: AppCoordinator? {
    var coordinator: (any Coordinator)? = self
    while let current = coordinator {
      if let app = current as? AppCoordinator { return app }
      coordinator = (current as? any DemoRouteHandling)?.parent
    }
    return nil
  }

}
