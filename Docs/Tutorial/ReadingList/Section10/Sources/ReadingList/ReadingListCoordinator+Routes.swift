import MVVMC

/// The reading list's routes: which segments may follow which, and what each one opens.
extension ReadingListCoordinator: RouteHandling {
  /// `books`, and a book's page below it.
  package static var routes: RouteTree {
    var tree = RouteTree(root: ShelfRoute.self)
    tree.add(BookRoute.self, below: ShelfRoute.self)
    return tree
  }

  /// Opens `address` (`books/book/2`, or `book/2`) from the list. Every child flow ends
  /// first, a picker or a question shown included, so the route builds the whole stack; an
  /// address that does not parse changes nothing.
  package func open(address: String) throws(RouteError) {
    let route = try RoutePath(parsing: address, in: Self.routes)
    cancelChildren()
    try route.open(from: self, in: Self.routes)
  }

  package func open(_ route: any ReadingListRoute) throws(RouteError) -> any RouteHandling {
    switch route.place {
    case .shelf:
      _ = navigator.popToRoot()
    case .book(let number):
      let books = viewModel.books.value
      guard books.indices.contains(number - 1) else {
        let problem = ReadingListRouteProblem.noSuchBook(count: books.count)
        throw RouteError(route: route.address, problem: .app(problem))
      }
      viewModel.select(number - 1)
      showBook(books[number - 1])
    }
    return self
  }
}
