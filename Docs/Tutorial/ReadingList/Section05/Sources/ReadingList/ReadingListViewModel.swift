import MVVMC

/// The reading list's state and what can change it: the Model side of the list scene.
///
/// Each value a scene shows is a `Dynamic` box. The scene binds to the boxes and calls the
/// methods; it never sets a box itself.
@MainActor
package final class ReadingListViewModel {
  /// The books, in the order they were added.
  package let books: Dynamic<[Book]>
  /// The index in `books` of the selected book.
  package let selected: Dynamic<Int>

  /// A list of `books`, the first one selected. The tracer reports every change of a box to
  /// an inspector (the last section);
  /// `nil` reports nothing.
  package init(books: [Book], tracer: BindingTracer? = nil) {
    self.books = Dynamic(books, label: "books", tracer: tracer)
    self.selected = Dynamic(0, label: "selected", tracer: tracer)
  }

  /// The selected book; `nil` while the list is empty.
  package var selectedBook: Book? {
    books.value.indices.contains(selected.value) ? books.value[selected.value] : nil
  }

  /// Moves the selection by `offset` rows, stopping at either end.
  package func moveSelection(by offset: Int) {
    let last = max(books.value.count - 1, 0)
    let index = min(max(selected.value + offset, 0), last)
    if index != selected.value { selected.value = index }
  }

  /// Selects the book at `index`, if there is one.
  package func select(_ index: Int) {
    guard books.value.indices.contains(index), index != selected.value else { return }
    selected.value = index
  }

  /// Adds `book` at the end and selects it; a book already listed is only selected.
  package func add(_ book: Book) {
    if let index = books.value.firstIndex(of: book) {
      select(index)
      return
    }
    books.value.append(book)
    selected.value = books.value.count - 1
  }
}
