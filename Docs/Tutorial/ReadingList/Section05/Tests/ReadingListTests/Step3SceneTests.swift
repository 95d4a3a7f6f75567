import MVVMC
import ReadingList
import Testing

/// Step 3: a scene draws what its bindings deliver and turns keys into calls and intents.
@MainActor @Suite struct Step3SceneTests {
  @Test func theSceneShowsTheListAndFollowsTheSelection() {
    let viewModel = ReadingListViewModel(books: Array(Book.catalogue.prefix(2)))
    let scene = ReadingListScene(viewModel: viewModel)
    #expect(
      rendered(scene) == [
        "Reading list",
        "",
        "> 1. Dune, Frank Herbert *",
        "  2. Emma, Jane Austen",
        "",
      ])

    #expect(scene.handle(.down) == .handled)  // ↓ moves the selection in the view model…
    #expect(viewModel.selected.value == 1)
    #expect(
      rendered(scene) == [  // …and the binding brings it back to the scene
        "Reading list",
        "",
        "  1. Dune, Frank Herbert",
        "> 2. Emma, Jane Austen *",
        "",
      ])
  }

  @Test func enterAndAAreIntentsForTheCoordinator() {
    let viewModel = ReadingListViewModel(books: Array(Book.catalogue.prefix(2)))
    let scene = ReadingListScene(viewModel: viewModel)
    var intents: [String] = []
    scene.onOpen = { book in intents.append("open \(book.title)") }
    scene.onAdd = { intents.append("add") }

    _ = scene.handle(.enter)
    _ = scene.handle(.character("a"))
    #expect(intents == ["open Dune", "add"])
    #expect(scene.handle(.character("x")) == .ignored)  // left to the host
  }

  @Test func anEmptyListSaysWhatToDo() {
    let scene = ReadingListScene(viewModel: ReadingListViewModel(books: []))
    #expect(
      rendered(scene) == [
        "Reading list",
        "",
        "Nothing to show: the list is empty.",
        "Press a to add a book.",
        "",
      ])
    #expect(scene.handle(.enter) == .ignored)
  }
}
