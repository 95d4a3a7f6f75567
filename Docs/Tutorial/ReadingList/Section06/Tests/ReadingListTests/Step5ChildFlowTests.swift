import MVVMC
import ReadingList
import Testing

/// Step 5: a child flow, the "add" picker, ends with a result that its parent hands on.
@MainActor @Suite struct Step5ChildFlowTests {
  @MainActor final class Run {
    let navigator = Navigator()
    let viewModel = ReadingListViewModel(books: Array(Book.catalogue.prefix(2)))
    let coordinator: ReadingListCoordinator

    init() {
      coordinator = ReadingListCoordinator(navigator: navigator, viewModel: viewModel)
      coordinator.start()
    }

    func press(_ keys: Key...) {
      for key in keys { _ = navigator.top?.handle(key) }
    }
  }

  @Test func choosingABookEndsTheFlowWithIt() throws {
    let run = Run()
    run.press(.character("a"))
    let picker = try #require(run.navigator.modal)
    #expect(
      rendered(picker) == [
        "Add a book",
        "",
        "> 1. Dune (1965) *",
        "  2. Emma (1815)",
        "  3. Middlemarch (1871)",
        "  4. Solaris (1961)",
        "  5. The Hobbit (1937)",
        "",
      ])
    #expect(run.coordinator.children.map(\.name) == ["PickerCoordinator<Book>"])
    weak let flow = run.coordinator.children.first

    run.press(.down, .down, .enter)  // Middlemarch
    #expect(run.viewModel.books.value.map(\.title) == ["Dune", "Emma", "Middlemarch"])
    #expect(run.navigator.modal == nil)
    #expect(run.coordinator.children.isEmpty)
    #expect(flow == nil)  // nothing keeps a finished flow alive
  }

  @Test func escCancelsAndChangesNothing() {
    let run = Run()
    run.press(.character("a"), .down, .escape)
    #expect(run.viewModel.books.value.map(\.title) == ["Dune", "Emma"])
    #expect(run.navigator.modal == nil)
    #expect(run.coordinator.children.isEmpty)
  }
}
