/// A book on the reading list: what the list shows, and what a route names by its position.
package struct Book: Hashable, Sendable, CustomStringConvertible {
  package var title: String
  package var author: String
  package var year: Int

  package init(title: String, author: String, year: Int) {
    self.title = title
    self.author = author
    self.year = year
  }

  /// How traces and the inspector print it: `Dune, Frank Herbert`.
  package var description: String { "\(title), \(author)" }
}
