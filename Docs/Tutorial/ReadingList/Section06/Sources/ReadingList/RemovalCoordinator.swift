import MVVMC

/// A child flow that asks whether to remove a book. It ends with the book when the answer is
/// yes (`finish(with:)`), and cancelled when it is no (`cancel()`); either way the base class
/// dismisses its scene and hands the outcome to the parent once.
@MainActor
package final class RemovalCoordinator: BaseCoordinator<Book> {
  private let book: Book

  package init(navigator: Navigator, book: Book) {
    self.book = book
    super.init(navigator: navigator)
  }

  package override func start() {
    let scene = RemovalScene(book: book)
    scene.onConfirm = { [weak self] in
      guard let self else { return }
      finish(with: book)
    }
    scene.onCancel = { [weak self] in self?.cancel() }
    present(scene)
  }
}
