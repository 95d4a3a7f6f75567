/// The places of the reading list a route can name: what its coordinator switches over.
package enum ReadingListPlace: Equatable, Sendable {
  /// The list itself.
  case shelf
  /// The page of the book at `number` in the list, from 1.
  case book(number: Int)
}
