import MVVMC

/// A segment of the reading list's routes: how it is written and read (`RouteSegment`), and
/// the place it names, which the coordinator opens.
package protocol ReadingListRoute: RouteSegment {
  var place: ReadingListPlace { get }
}
