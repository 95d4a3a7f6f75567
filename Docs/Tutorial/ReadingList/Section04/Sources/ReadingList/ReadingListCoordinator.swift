import MVVMC

/// The reading list's flow: it shows the list, and pushes a book's page when the list asks.
@MainActor
package final class ReadingListCoordinator: BaseCoordinator<Never> {
  package let viewModel: ReadingListViewModel

  package init(navigator: Navigator, viewModel: ReadingListViewModel) {
    self.viewModel = viewModel
    super.init(navigator: navigator)
  }

  package override func start() {
    let scene = ReadingListScene(viewModel: viewModel)
    scene.onOpen = { [weak self] book in self?.showBook(book) }
    push(scene)
  }

  /// Pushes the page of `book` over the list.
  func showBook(_ book: Book) {
    let number = (viewModel.books.value.firstIndex(of: book) ?? 0) + 1
    let scene = BookScene(book: book, number: number)
    scene.onBack = { [weak self] in _ = self?.navigator.back() }
    push(scene)
  }
}
