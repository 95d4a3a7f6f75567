import MVVMC
import Rendering

/// The question before a book leaves the list. Like a book's page it holds constants only; its
/// two answers are intents, which its coordinator sets.
@MainActor
package final class RemovalScene: Scene {
  package let book: Book
  /// The intents of `y` and of `n` or Esc.
  package var onConfirm: () -> Void = {}
  package var onCancel: () -> Void = {}

  package init(book: Book) {
    self.book = book
  }

  package var title: String { "Remove a book" }

  package func makeScreen() -> Screen {
    Screen(title: title, blocks: [.text("Remove \(book.title) from the list?")])
  }

  package func handle(_ key: Key) -> KeyResponse {
    switch key {
    case .character("y"): onConfirm()
    case .character("n"), .escape: onCancel()
    default: return .ignored
    }
    return .handled
  }

  package var keyHints: [KeyHint] {
    [KeyHint(keys: "y", action: "Remove"), KeyHint(keys: "n/Esc", action: "Keep", key: .escape)]
  }
}
