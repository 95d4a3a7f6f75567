import MVVMC
import Rendering

/// The list of books, the View of the view model: it keeps what its bindings deliver, draws
/// a screen from it, and turns keys into calls on the view model or intents for its
/// coordinator. It never navigates itself.
@MainActor
package final class ReadingListScene: Scene {
  package let viewModel: ReadingListViewModel
  /// The intents: what the user asks for that leaves this scene. The coordinator sets them.
  package var onOpen: (Book) -> Void = { _ in }
  package var onAdd: () -> Void = {}
  package var onRemove: (Book) -> Void = { _ in }
  // What the bindings last delivered.
  private var books: [Book] = []
  private var selected = 0

  package init(viewModel: ReadingListViewModel) {
    self.viewModel = viewModel
    // Owner bindings: they end when the scene is freed, and never keep it alive.
    viewModel.books.bindAndFire(self) { scene, books in scene.books = books }
    viewModel.selected.bindAndFire(self) { scene, index in scene.selected = index }
  }

  package var title: String { "Reading list" }

  package func makeScreen() -> Screen {
    guard !books.isEmpty else {
      return Screen(
        title: title,
        blocks: [.status(Status(.empty, message: "the list is empty. Press a to add a book."))])
    }
    let rows = books.enumerated().map { index, book in
      OptionList.Option(key: "\(index + 1)", label: "\(book.title), \(book.author)")
    }
    return Screen(
      title: title, blocks: [.options(OptionList(options: rows, selectedIndex: selected))])
  }

  package func handle(_ key: Key) -> KeyResponse {
    switch key {
    case .up, .character("k"): viewModel.moveSelection(by: -1)
    case .down, .character("j"): viewModel.moveSelection(by: 1)
    case .enter:
      guard books.indices.contains(selected) else { return .ignored }
      onOpen(books[selected])
    case .character("a"): onAdd()
    case .character("d"):
      guard books.indices.contains(selected) else { return .ignored }
      onRemove(books[selected])
    default: return .ignored
    }
    return .handled
  }

  package var keyHints: [KeyHint] {
    [
      KeyHint(keys: "↑/↓", action: "Move"),
      KeyHint(keys: "Enter", action: "Open", key: .enter),
      KeyHint(keys: "a", action: "Add"),
      KeyHint(keys: "d", action: "Remove"),
    ]
  }

  package var viewModelObject: AnyObject? { viewModel }
}
