import MVVMC

/// `book/NUMBER`: the page of the book at NUMBER in the list, counting from 1.
package struct BookRoute: ReadingListRoute {
  package var number: Int

  package init(number: Int) {
    self.number = number
  }

  package static let forms = [RouteForm("book/NUMBER", summary: "the book at NUMBER in the list")]

  package static func read(path: String, query: String?, route: String) throws(RouteError) -> Self?
  {
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    guard components.count == 2, components[0] == "book", query == nil else { return nil }
    guard let number = Int(components[1]), number >= 1 else {
      let problem = ReadingListRouteProblem.notABookNumber(String(components[1]))
      throw RouteError(route: route, problem: .app(problem))
    }
    return BookRoute(number: number)
  }

  package var address: String { "book/\(number)" }

  package var place: ReadingListPlace { .book(number: number) }
}
