import MVVMC

/// `books`: the reading list, the root of every route. A route may leave it out: `book/2`
/// means `books/book/2`.
package struct ShelfRoute: ReadingListRoute {
  package init() {}

  package static let forms = [RouteForm("books", summary: "the reading list")]

  package static func read(path: String, query: String?, route: String) throws(RouteError) -> Self?
  {
    path == "books" && query == nil ? ShelfRoute() : nil
  }

  package static var implied: ShelfRoute? { ShelfRoute() }

  package var address: String { "books" }

  package var place: ReadingListPlace { .shelf }
}
