import MVVMC
import ReadingList
import Testing

/// Step 8: a route names a screen as text; opening it builds the same stack.
@MainActor @Suite struct Step8RouteTests {
  @Test func aRouteOpensTheBookAndTheNavigatorWritesIt() throws {
    let navigator = Navigator()
    let coordinator = ReadingListCoordinator(
      navigator: navigator, viewModel: ReadingListViewModel(books: Array(Book.catalogue.prefix(2))))
    coordinator.start()
    #expect(navigator.route?.address == "books")

    try coordinator.open(address: "books/book/2")
    #expect(navigator.breadcrumb == ["Reading list", "Emma"])
    // The navigator writes it back without `books`, which every route implies.
    #expect(navigator.route?.address == "book/2")

    try coordinator.open(address: "book/1")
    #expect(navigator.breadcrumb == ["Reading list", "Dune"])

    try coordinator.open(address: "books")
    #expect(navigator.breadcrumb == ["Reading list"])
  }

  /// Opening a route while the "add" picker is shown ends the picker (cancelled, nothing
  /// added) and opens the route: `popToRoot()` alone is refused under a modal.
  @Test func aRouteOpenedOverThePickerEndsItAndOpens() throws {
    let navigator = Navigator()
    let viewModel = ReadingListViewModel(books: Array(Book.catalogue.prefix(2)))
    let coordinator = ReadingListCoordinator(navigator: navigator, viewModel: viewModel)
    coordinator.start()
    _ = navigator.top?.handle(.character("a"))
    #expect(navigator.modal != nil)
    #expect(coordinator.children.count == 1)

    try coordinator.open(address: "book/2")
    #expect(navigator.modal == nil)
    #expect(coordinator.children.isEmpty)
    #expect(navigator.breadcrumb == ["Reading list", "Emma"])
    #expect(viewModel.books.value.count == 2)
  }

  @Test func aWrongRouteSaysWhatIsWrong() {
    let navigator = Navigator()
    let coordinator = ReadingListCoordinator(
      navigator: navigator, viewModel: ReadingListViewModel(books: Array(Book.catalogue.prefix(2))))
    coordinator.start()
    var problems: [String] = []
    for address in ["book/9", "book/zero", "shelf"] {
      do throws(RouteError) {
        try coordinator.open(address: address)
      } catch {
        problems.append(error.description)
      }
    }
    #expect(
      problems == [
        "invalid route “book/9”: the list has 2 books (accepted: books, book/NUMBER)",
        "invalid route “book/zero”: “zero” is not a number from 1 (accepted: books, book/NUMBER)",
        "invalid route “shelf”: unknown route (accepted: books, book/NUMBER)",
      ])
    #expect(navigator.breadcrumb == ["Reading list"])
  }
}
