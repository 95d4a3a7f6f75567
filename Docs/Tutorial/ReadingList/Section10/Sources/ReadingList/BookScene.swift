import MVVMC
import Rendering

/// One book's page. Nothing on it changes while it shows, so it holds plain constants and
/// no view model: a box is for a value that changes.
@MainActor
package final class BookScene: Scene {
  package let book: Book
  /// The book's place in the list, from 1: what its route names.
  package let number: Int
  /// The intent of Esc: the coordinator sets it.
  package var onBack: () -> Void = {}

  package init(book: Book, number: Int) {
    self.book = book
    self.number = number
  }

  package var title: String { book.title }

  package func makeScreen() -> Screen {
    Screen(
      title: title,
      blocks: [.fields([Field("Author", book.author), Field("Year", "\(book.year)")])])
  }

  package func handle(_ key: Key) -> KeyResponse {
    switch key {
    case .escape, .backspace, .left:
      onBack()
      return .handled
    default:
      return .ignored
    }
  }

  package var keyHints: [KeyHint] { [KeyHint(keys: "Esc", action: "Back", key: .escape)] }
}
