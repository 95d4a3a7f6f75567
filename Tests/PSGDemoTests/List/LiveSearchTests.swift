import MVVMC
import MVVMCTesting
import PlayerFeed
import Testing

@testable import PSGDemo

/// The search typed key by key: shown at once, applied once the typing pauses.
@MainActor
@Suite struct LiveSearchTests {
  private let scheduler = ManualScheduler()

  private func loadedViewModel() async -> PlayerListViewModel {
    let viewModel = PlayerListViewModel(
      pageSize: 50, searchDelay: .milliseconds(100), scheduler: scheduler
    ) { Squad.paris2021 }
    await viewModel.load()
    return viewModel
  }

  @Test func aBurstOfKeysSearchesOnceAfterTheDelay() async {
    let viewModel = await loadedViewModel()
    var searches: [String] = []
    viewModel.searchText.bind { searches.append($0) }
    for text in ["m", "mb", "mba"] {
      viewModel.editSearch(text)
      scheduler.advance(by: .milliseconds(60))
    }
    // Each key came within the delay of the one before: nothing applied yet, but the query
    // shows every key at once.
    #expect(searches.isEmpty)
    #expect(viewModel.searchQuery.value == "mba")
    #expect(viewModel.matches.value.count == 35)
    scheduler.advance(by: .milliseconds(39))
    #expect(searches.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(searches == ["mba"])
    #expect(viewModel.matches.value.map(\.name) == ["Kylian MBAPPÉ"])
    #expect(scheduler.pendingCount == 0)
  }

  @Test func theSameTextAgainDoesNotRestartTheWait() async {
    let viewModel = await loadedViewModel()
    var searches: [String] = []
    viewModel.searchText.bind { searches.append($0) }
    viewModel.editSearch("mba")
    scheduler.advance(by: .milliseconds(60))
    // A key that leaves the text as it was (a cursor move, say) is a duplicate: removed
    // before the debounce, so the search still applies 100 ms after the last real change.
    viewModel.editSearch("mba")
    scheduler.advance(by: .milliseconds(40))
    #expect(searches == ["mba"])
    viewModel.editSearch("mba")
    scheduler.advance(by: .milliseconds(500))
    #expect(searches == ["mba"])
  }

  @Test func backToTheSettledTextSearchesNothingNew() async {
    let viewModel = await loadedViewModel()
    var searches: [String] = []
    viewModel.searchText.bind { searches.append($0) }
    viewModel.editSearch("mba")
    scheduler.advance(by: .milliseconds(100))
    viewModel.editSearch("mb")
    viewModel.editSearch("mba")
    scheduler.advance(by: .milliseconds(100))
    #expect(searches == ["mba"])
  }

  @Test func aCommandSearchAppliesAtOnceAndTheQueryFollows() async {
    let viewModel = await loadedViewModel()
    viewModel.search("  ramos ")
    #expect(viewModel.searchText.value == "ramos")
    #expect(viewModel.searchQuery.value == "ramos")
    #expect(viewModel.matches.value.map(\.name) == ["Sergio RAMOS"])
    // The debounced echo of the command changes nothing.
    scheduler.advance(by: .seconds(1))
    #expect(viewModel.searchText.value == "ramos")
    // Clearing from the field after a command search applies, since the query knew the text.
    viewModel.editSearch("")
    scheduler.advance(by: .milliseconds(100))
    #expect(viewModel.matches.value.count == 35)
  }

  @Test func aTypedSearchComposesWithTheFilter() async {
    let viewModel = await loadedViewModel()
    viewModel.apply(.goalkeepers)
    viewModel.editSearch("sergio")
    scheduler.advance(by: .milliseconds(100))
    #expect(viewModel.matches.value.map(\.name) == ["Sergio RICO"])
  }
}
