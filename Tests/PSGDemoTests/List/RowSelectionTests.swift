import MVVMC
import MVVMCTesting
import PlayerFeed
import Testing

@testable import PSGDemo

/// The selected row of the list: moved by keys, kept valid, and always on the page shown.
@MainActor
@Suite struct RowSelectionTests {
  private func loadedViewModel(pageSize: Int = 10) async -> PlayerListViewModel {
    let viewModel = PlayerListViewModel(pageSize: pageSize, scheduler: ManualScheduler()) {
      Squad.paris2021
    }
    await viewModel.load()
    return viewModel
  }

  @Test func startsOnTheFirstRowOnceLoaded() async {
    let viewModel = PlayerListViewModel(pageSize: 10, scheduler: ManualScheduler()) {
      Squad.paris2021
    }
    #expect(viewModel.selectedIndex.value == nil)
    await viewModel.load()
    #expect(viewModel.selectedIndex.value == 0)
    #expect(viewModel.selectedMatch == viewModel.matches.value.first)
  }

  @Test func movingPastThePageShowsTheNextPage() async {
    let viewModel = await loadedViewModel()
    for _ in 0..<9 { viewModel.moveSelection(by: 1) }
    #expect(viewModel.selectedIndex.value == 9)
    #expect(viewModel.page.value.firstRowNumber == 1)
    viewModel.moveSelection(by: 1)
    #expect(viewModel.selectedIndex.value == 10)
    #expect(viewModel.page.value.firstRowNumber == 11)
    #expect(viewModel.selectedMatch == viewModel.page.value.players.first)
    viewModel.moveSelection(by: -1)
    #expect(viewModel.page.value.firstRowNumber == 1)
  }

  @Test func pageKeysMoveByAPageAndStopAtTheEnds() async {
    let viewModel = await loadedViewModel()
    viewModel.moveSelection(by: 3)
    viewModel.moveSelection(by: viewModel.pageSize)
    #expect(viewModel.selectedIndex.value == 13)
    #expect(viewModel.page.value.firstRowNumber == 11)
    viewModel.moveSelection(by: 100)
    #expect(viewModel.selectedIndex.value == 34)
    #expect(viewModel.page.value.firstRowNumber == 31)
    viewModel.moveSelection(by: .max)
    #expect(viewModel.selectedIndex.value == 34)
    viewModel.moveSelection(by: .min)
    #expect(viewModel.selectedIndex.value == 0)
    #expect(viewModel.page.value.firstRowNumber == 1)
  }

  @Test func homeAndEndSelectTheFirstAndLastRows() async {
    let viewModel = await loadedViewModel()
    viewModel.moveSelection(by: .max)
    #expect(viewModel.selectedMatch == viewModel.matches.value.last)
    #expect(viewModel.page.value.lastRowNumber == 35)
    viewModel.moveSelection(by: .min)
    #expect(viewModel.selectedIndex.value == 0)
    #expect(viewModel.page.value.firstRowNumber == 1)
  }

  @Test func newMatchesSelectTheirFirstRowOrNothing() async {
    let viewModel = await loadedViewModel()
    viewModel.moveSelection(by: .max)
    viewModel.search("sergio")
    #expect(viewModel.selectedIndex.value == 0)
    #expect(viewModel.selectedMatch?.name == "Sergio RICO")
    viewModel.search("zzz")
    #expect(viewModel.selectedIndex.value == nil)
    #expect(viewModel.selectedMatch == nil)
    viewModel.moveSelection(by: 1)
    viewModel.moveSelection(by: .max)
    #expect(viewModel.selectedIndex.value == nil)
    viewModel.clearSearch()
    #expect(viewModel.selectedIndex.value == 0)
  }

  @Test func openingAPlayerSelectsHisRow() async throws {
    let viewModel = await loadedViewModel()
    let player = try #require(viewModel.player(atRow: 23))
    viewModel.select(player)
    #expect(viewModel.selectedIndex.value == 22)
    #expect(viewModel.page.value.firstRowNumber == 21)
  }

  @Test func resizingThePageKeepsTheSelectedRowInView() async {
    let viewModel = await loadedViewModel()
    viewModel.selectRow(at: 24)
    #expect(viewModel.page.value.firstRowNumber == 21)
    viewModel.resizePage(to: 7)
    #expect(viewModel.pageSize == 7)
    #expect(viewModel.page.value.firstRowNumber == 22)
    #expect(viewModel.page.value.players.count == 7)
    viewModel.resizePage(to: 0)
    #expect(viewModel.pageSize == 1)
    #expect(viewModel.page.value.players == [viewModel.matches.value[24]])
  }
}
