import MVVMC
import ReadingList
import Testing

/// Step 4: a coordinator shows the scenes through the navigator and answers their intents.
@MainActor @Suite struct Step4CoordinatorTests {
  @Test func enterPushesTheBookAndEscGoesBack() throws {
    let navigator = Navigator()
    let viewModel = ReadingListViewModel(books: Array(Book.catalogue.prefix(2)))
    let coordinator = ReadingListCoordinator(navigator: navigator, viewModel: viewModel)
    coordinator.start()
    #expect(navigator.breadcrumb == ["Reading list"])

    _ = navigator.top?.handle(.down)
    _ = navigator.top?.handle(.enter)  // the scene's intent; the coordinator pushes
    #expect(navigator.breadcrumb == ["Reading list", "Emma"])
    let page = try #require(navigator.top)
    #expect(rendered(page) == ["Emma", "", "Author  Jane Austen", "Year    1815", ""])

    _ = navigator.top?.handle(.escape)
    #expect(navigator.breadcrumb == ["Reading list"])
    #expect(viewModel.selected.value == 1)  // the list kept its selection
  }
}
