import MVVMC
import ReadingList
import Testing

/// Step 2: a view model holds the list's state in boxes and changes it in methods.
@MainActor @Suite struct Step2ViewModelTests {
  @Test func theSelectionMovesAndStopsAtTheEnds() {
    let viewModel = ReadingListViewModel(books: Array(Book.catalogue.prefix(2)))
    var selections: [Int] = []
    viewModel.selected.bind { index in selections.append(index) }

    viewModel.moveSelection(by: 1)  // Dune → Emma
    viewModel.moveSelection(by: 1)  // already on the last book: no change, no call
    viewModel.moveSelection(by: -5)  // back to the first
    #expect(selections == [1, 0])
    #expect(viewModel.selectedBook?.title == "Dune")
  }

  @Test func anAddedBookJoinsTheEndAndIsSelected() {
    let viewModel = ReadingListViewModel(books: Array(Book.catalogue.prefix(2)))
    let solaris = Book.catalogue[3]
    viewModel.add(solaris)
    #expect(viewModel.books.value.map(\.title) == ["Dune", "Emma", "Solaris"])
    #expect(viewModel.selectedBook == solaris)

    viewModel.add(solaris)  // already listed: only selected
    #expect(viewModel.books.value.count == 3)
  }
}
