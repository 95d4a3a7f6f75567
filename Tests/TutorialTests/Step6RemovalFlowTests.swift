import MVVMC
import ReadingList
import Testing

/// Step 6: a child flow of your own asks before a book leaves the list, and ends with the book
/// or cancelled. The parent hands the result on once, and nothing keeps the ended flow alive.
@MainActor @Suite struct Step6RemovalFlowTests {
  @MainActor final class Run {
    let navigator = Navigator()
    let viewModel = ReadingListViewModel(books: Array(Book.catalogue.prefix(2)))
    let coordinator: ReadingListCoordinator
    /// Every list of titles the view model's `books` box has held since the start.
    var heard: [[String]] = []

    init() {
      coordinator = ReadingListCoordinator(navigator: navigator, viewModel: viewModel)
      coordinator.start()
      viewModel.books.bind { [unowned self] books in heard.append(books.map(\.title)) }
    }

    func press(_ keys: Key...) {
      for key in keys { _ = navigator.top?.handle(key) }
    }
  }

  @Test func yesRemovesTheBookOnce() throws {
    let run = Run()
    run.press(.down, .character("d"))  // Emma
    let question = try #require(run.navigator.modal)
    #expect(rendered(question) == ["Remove a book", "", "Remove Emma from the list?", ""])
    #expect(run.coordinator.children.map(\.name) == ["RemovalCoordinator"])
    weak let flow = run.coordinator.children.first

    run.press(.character("y"))
    #expect(run.heard == [["Dune"]])  // the result reached the view model once
    #expect(run.viewModel.selectedBook?.title == "Dune")
    #expect(run.navigator.modal == nil)
    #expect(run.coordinator.children.isEmpty)
    #expect(flow == nil)  // nothing keeps a finished flow alive

    run.press(.character("y"))  // the question is gone: the list ignores `y`
    #expect(run.heard == [["Dune"]])
  }

  @Test func noKeepsTheBookAndFreesTheFlow() {
    let run = Run()
    run.press(.character("d"))
    weak let flow = run.coordinator.children.first
    #expect(flow != nil)

    run.press(.character("n"))
    #expect(run.heard.isEmpty)  // cancelled: the view model heard nothing
    #expect(run.viewModel.books.value.map(\.title) == ["Dune", "Emma"])
    #expect(run.navigator.modal == nil)
    #expect(run.coordinator.children.isEmpty)
    #expect(flow == nil)
  }
}
