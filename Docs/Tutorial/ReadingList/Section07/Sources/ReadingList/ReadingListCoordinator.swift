import MVVMC

/// The reading list's flow: it shows the list, pushes a book's page when the list asks, and
/// runs two child flows whose results it hands to the view model: the "add" picker, and the
/// question before a book is removed.
@MainActor
package final class ReadingListCoordinator: BaseCoordinator<Never> {
  package let viewModel: ReadingListViewModel
  private let catalogue: [Book]
  private let tracer: BindingTracer?

  /// A flow over `viewModel` whose picker offers `catalogue`; `tracer` is given to the
  /// picker's boxes, as to the list's.
  package init(
    navigator: Navigator, viewModel: ReadingListViewModel, catalogue: [Book] = Book.catalogue,
    tracer: BindingTracer? = nil
  ) {
    self.viewModel = viewModel
    self.catalogue = catalogue
    self.tracer = tracer
    super.init(navigator: navigator)
  }

  package override func start() {
    let scene = ReadingListScene(viewModel: viewModel)
    scene.onOpen = { [weak self] book in self?.showBook(book) }
    scene.onAdd = { [weak self] in self?.showCatalogue() }
    scene.onRemove = { [weak self] book in self?.confirmRemoval(of: book) }
    push(scene)
  }

  /// Pushes the page of `book` over the list.
  func showBook(_ book: Book) {
    let number = (viewModel.books.value.firstIndex(of: book) ?? 0) + 1
    let scene = BookScene(book: book, number: number)
    scene.onBack = { [weak self] in _ = self?.navigator.back() }
    push(scene)
  }

  /// Starts the child flow that picks a book from the catalogue; the book it ends with joins
  /// the list. Cancelled, it changes nothing.
  func showCatalogue() {
    let picker = PickerViewModel(options: catalogue, tracer: tracer) { $0.title }
    let flow = PickerCoordinator(navigator: navigator, viewModel: picker) { viewModel in
      CatalogueScene(viewModel: viewModel)
    }
    startChild(flow) { [weak self] outcome in
      if case .finished(let book) = outcome { self?.viewModel.add(book) }
    }
  }

  /// Starts the child flow that asks before `book` leaves the list: it ends with the book to
  /// remove, or cancelled, which changes nothing.
  func confirmRemoval(of book: Book) {
    startChild(RemovalCoordinator(navigator: navigator, book: book)) { [weak self] outcome in
      if case .finished(let book) = outcome { self?.viewModel.remove(book) }
    }
  }
}
