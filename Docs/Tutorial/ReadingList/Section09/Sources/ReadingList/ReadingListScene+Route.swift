import MVVMC

extension ReadingListScene {
  /// `books`: the list is the root of every route.
  package var routeSegment: (any RouteSegment)? { ShelfRoute() }
}
