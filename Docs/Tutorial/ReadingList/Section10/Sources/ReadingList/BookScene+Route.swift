import MVVMC

extension BookScene {
  /// `book/NUMBER`: opening it in a fresh app shows this page again.
  package var routeSegment: (any RouteSegment)? { BookRoute(number: number) }
}
