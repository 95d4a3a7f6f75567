import MVVMC
import PlayerFeed
import Rendering
import Testing

@testable import PSGDemo

@MainActor
@Suite struct PlayerListViewModelTests {
  private func loadedViewModel(pageSize: Int = 50) async -> PlayerListViewModel {
    let viewModel = PlayerListViewModel(pageSize: pageSize) { Squad.paris2021 }
    await viewModel.load()
    return viewModel
  }

  @Test func startsLoadingThenShowsEveryPlayer() async {
    let viewModel = PlayerListViewModel(pageSize: 50) { Squad.paris2021 }
    #expect(viewModel.state.value == .loading)
    await viewModel.load()
    #expect(viewModel.state.value == .loaded)
    #expect(viewModel.matches.value.count == 35)
    #expect(viewModel.page.value.firstRowNumber == 1)
    #expect(viewModel.page.value.lastRowNumber == 35)
  }

  @Test(arguments: [
    ("mbappe", ["Kylian MBAPPÉ"]),
    ("MBAPPÉ", ["Kylian MBAPPÉ"]),
    ("di maria", ["Ángel DI MARÍA"]),
    ("  Di MaRiA ", ["Ángel DI MARÍA"]),
    ("edouard", ["Édouard MICHUT"]),
    ("ramos", ["Sergio RAMOS"]),
    ("sergio", ["Sergio RICO", "Sergio RAMOS"]),
  ])
  func searchIgnoresCaseAndAccents(query: String, expected: [String]) async {
    let viewModel = await loadedViewModel()
    viewModel.search(query)
    #expect(viewModel.matches.value.map(\.name) == expected)
  }

  @Test func emptySearchShowsEveryone() async {
    let viewModel = await loadedViewModel()
    viewModel.search("mba")
    viewModel.search("")
    #expect(viewModel.matches.value.count == 35)
    #expect(viewModel.searchText.value == "")
  }

  @Test func searchWithNoMatchLeavesAnEmptyList() async {
    let viewModel = await loadedViewModel()
    viewModel.search("zzz")
    #expect(viewModel.matches.value.isEmpty)
    #expect(viewModel.page.value.totalCount == 0)
    #expect(viewModel.state.value == .loaded)
  }

  @Test(arguments: [
    (PlayerFilter.none, 35), (.goalkeepers, 5), (.defenders, 12), (.midfielders, 14),
    (.forwards, 4), (.academy, 11), (.byNumber, 35), (.alphabetical, 35),
  ])
  func eachFilterKeepsItsPlayers(filter: PlayerFilter, count: Int) async {
    let viewModel = await loadedViewModel()
    viewModel.apply(filter)
    #expect(viewModel.matches.value.count == count)
    #expect(viewModel.filter.value == filter)
  }

  @Test func byNumberAndAlphabeticalOrderTheList() async {
    let viewModel = await loadedViewModel()
    viewModel.apply(.byNumber)
    #expect(viewModel.matches.value.prefix(3).map(\.number) == [1, 2, 3])
    viewModel.apply(.alphabetical)
    #expect(viewModel.matches.value.first?.name == "Abdou DIALLO")
  }

  @Test func searchAndFilterCompose() async {
    let viewModel = await loadedViewModel()
    viewModel.apply(.goalkeepers)
    viewModel.search("sergio")
    #expect(viewModel.matches.value.map(\.name) == ["Sergio RICO"])
    viewModel.apply(.defenders)
    #expect(viewModel.matches.value.map(\.name) == ["Sergio RAMOS"])
  }

  @Test func clearingTheSearchKeepsTheFilter() async {
    let viewModel = await loadedViewModel()
    viewModel.apply(.forwards)
    viewModel.search("messi")
    viewModel.clearSearch()
    #expect(viewModel.filter.value == .forwards)
    #expect(viewModel.matches.value.count == 4)
  }

  @Test func pagesWalkThroughTheList() async {
    let viewModel = await loadedViewModel(pageSize: 10)
    var pages: [(Int, Int)] = [
      (viewModel.page.value.firstRowNumber, viewModel.page.value.lastRowNumber)
    ]
    while viewModel.showNextPage() {
      pages.append((viewModel.page.value.firstRowNumber, viewModel.page.value.lastRowNumber))
    }
    #expect(pages.map(\.0) == [1, 11, 21, 31])
    #expect(pages.map(\.1) == [10, 20, 30, 35])
    #expect(viewModel.page.value.players.count == 5)
    #expect(viewModel.showNextPage() == false)
    #expect(viewModel.showPreviousPage())
    #expect(viewModel.page.value.firstRowNumber == 21)
  }

  @Test func aPageHoldsNoMoreRowsThanThePageSize() async {
    let big = (0..<10_000).map { index in
      var player = Squad.paris2021[index % 35]
      player.id = index
      return player
    }
    let viewModel = PlayerListViewModel(pageSize: 20) { big }
    await viewModel.load()
    #expect(viewModel.matches.value.count == 10_000)
    #expect(viewModel.page.value.players.count == 20)
    #expect(viewModel.page.value.hasNext)
  }

  @Test func searchingGoesBackToTheFirstPage() async {
    let viewModel = await loadedViewModel(pageSize: 10)
    viewModel.showNextPage()
    viewModel.search("a")
    #expect(viewModel.page.value.firstRowNumber == 1)
  }

  @Test func rowsAreCountedFromOneOverTheWholeList() async {
    let viewModel = await loadedViewModel()
    viewModel.apply(.forwards)
    #expect(viewModel.player(atRow: 1)?.name == "Kylian MBAPPÉ")
    #expect(viewModel.player(atRow: 4)?.name == "Lionel MESSI")
    #expect(viewModel.player(atRow: 0) == nil)
    #expect(viewModel.player(atRow: 5) == nil)
  }

  @Test func aFailedLoadShowsTheErrorAndRefreshRecovers() async {
    let attempts = Counter()
    let viewModel = PlayerListViewModel(pageSize: 50) { () async throws(FeedError) -> [Player] in
      if await attempts.increment() == 1 {
        throw FeedError(source: "feed.json", problem: .noSuchFile)
      }
      return Squad.paris2021
    }
    await viewModel.load()
    #expect(
      viewModel.state.value
        == .failed(FeedError(source: "feed.json", problem: .noSuchFile)))
    #expect(viewModel.matches.value.isEmpty)
    await viewModel.load()
    #expect(viewModel.state.value == .loaded)
    #expect(viewModel.matches.value.count == 35)
  }

  @Test func bindingsFireOnlyWhenSomethingChanges() async {
    let viewModel = await loadedViewModel()
    var filters: [PlayerFilter] = []
    viewModel.filter.bind { filters.append($0) }
    viewModel.apply(.academy)
    viewModel.apply(.academy)
    viewModel.apply(.none)
    #expect(filters == [.academy, .none])
  }
}

/// Counts calls across the concurrency boundary of an async player source.
actor Counter {
  private var value = 0
  func increment() -> Int {
    value += 1
    return value
  }
}

@MainActor
@Suite struct PlayerListSelectionTests {
  @Test func theOpenedPlayerIsSelectedEvenWhenAnotherSharesItsID() async {
    var twin = Squad.paris2021[1]
    twin.id = Squad.paris2021[0].id
    let players = [Squad.paris2021[0], twin]
    let viewModel = PlayerListViewModel(pageSize: 50) { players }
    await viewModel.load()
    viewModel.select(twin)
    #expect(viewModel.selectedPlayer.value == twin)
    let scene = PlayerListScene(
      viewModel: viewModel, strings: DemoStrings(.english))
    let tables = scene.makeScreen().blocks.compactMap { block -> Table? in
      if case .table(let table) = block { return table }
      return nil
    }
    #expect(tables.first?.selectedRow == 1)
  }
}

/// Searching as the user types: each query extends or shortens the one before.
@MainActor
@Suite struct PlayerListTypingTests {
  /// A squad of 3 500 players with numbered names, so a search reaches beyond one page.
  nonisolated static let crowd = (0..<3_500).map { index in
    var player = Squad.paris2021[index % 35]
    player.id = index
    player.name += " \(index)"
    return player
  }

  /// The matches a fresh list shows for `query` and `filter`: what typing must agree with.
  func freshMatches(_ query: String, filter: PlayerFilter) async -> [Player] {
    let viewModel = PlayerListViewModel(pageSize: 20) { Self.crowd }
    await viewModel.load()
    viewModel.apply(filter)
    viewModel.search(query)
    return Array(viewModel.matches.value)
  }

  @Test(arguments: [PlayerFilter.none, .defenders, .alphabetical])
  func typingLetterByLetterGivesWhatAFreshSearchGives(filter: PlayerFilter) async {
    let viewModel = PlayerListViewModel(pageSize: 20) { Self.crowd }
    await viewModel.load()
    viewModel.apply(filter)
    var counts: [Int] = []
    for query in [
      "s", "se", "ser", "sergio r", "sergio ramos 1", "sergio ramos 12", "sergio ramos 1", "s", "",
      "é",
    ] {
      viewModel.search(query)
      #expect(Array(viewModel.matches.value) == (await freshMatches(query, filter: filter)))
      counts.append(viewModel.matches.value.count)
    }
    // Each extension narrows the matches; shortening the query widens them again.
    #expect(counts[0] >= counts[1] && counts[1] >= counts[2] && counts[4] > counts[5])
    #expect(counts[6] == counts[4] && counts[7] == counts[0])
  }

  @Test func changingTheFilterAfterASearchSearchesAgain() async {
    let viewModel = PlayerListViewModel(pageSize: 20) { Self.crowd }
    await viewModel.load()
    viewModel.search("sergio")
    viewModel.apply(.goalkeepers)
    viewModel.search("sergio r")
    #expect(Set(viewModel.matches.value.map(\.name.first)) == ["S"])
    #expect(viewModel.matches.value.allSatisfy { $0.position.line == .goalkeeper })
    #expect(
      Array(viewModel.matches.value) == (await freshMatches("sergio r", filter: .goalkeepers)))
  }

  @Test func reloadingSearchesTheNewPlayers() async {
    let sources = Counter()
    let viewModel = PlayerListViewModel(pageSize: 20) { () async throws(FeedError) -> [Player] in
      await sources.increment() == 1 ? Self.crowd : Array(Squad.paris2021.prefix(3))
    }
    await viewModel.load()
    viewModel.search("e")
    let before = viewModel.matches.value.count
    await viewModel.load()
    viewModel.search("ed")
    #expect(before > 100)
    #expect(
      viewModel.matches.value.map(\.name)
        == Squad.paris2021.prefix(3).map(\.name).filter { $0.foldedForComparison.contains("ed") })
  }

  @Test func aPageIsTakenFromTheMatchesWithoutChangingThem() async {
    let viewModel = PlayerListViewModel(pageSize: 20) { Self.crowd }
    await viewModel.load()
    viewModel.search("mbappé")
    viewModel.showNextPage()
    let matches = Array(viewModel.matches.value)
    #expect(matches.count == 100)
    #expect(viewModel.page.value.players == Array(matches[20..<40]))
    #expect(viewModel.player(atRow: 21) == matches[20])
  }
}
