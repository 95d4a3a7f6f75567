import Foundation
import MVVMC

/// The state of the player list: the squad, the search, the filter and the window of rows shown.
///
/// It knows nothing of scenes or renderers: it exposes ``Dynamic`` values and methods, and a
/// ``PlayerListScene`` binds to them.
///
/// ```swift
/// let viewModel = PlayerListViewModel(pageSize: 50) { Squad.paris2021 }
/// await viewModel.load()
/// viewModel.search("mbappe")
/// viewModel.matches.value.map(\.name)   // ["Kylian MBAPPÉ"]
/// viewModel.apply(.goalkeepers)
/// viewModel.matches.value.count         // 0: search and filter compose
/// ```
@MainActor
package final class PlayerListViewModel {
  /// Where the list is with its feed.
  package enum LoadState: Equatable, Sendable {
    /// The feed is loading.
    case loading
    /// The feed loaded (possibly with no player).
    case loaded
    /// The feed could not be loaded; `refresh` tries again.
    case failed(FeedError)
  }

  /// Loads the players; injected so tests and the app choose the source.
  package typealias PlayerSource = @Sendable () async throws(FeedError) -> [Player]

  /// Whether the players are loading, loaded or failed.
  package let state: Dynamic<LoadState>
  /// The search text as typed (trimmed).
  package let searchText: Dynamic<String>
  /// The active filter.
  package let filter: Dynamic<PlayerFilter>
  /// The players that pass the filter and the search, in the filter's order: a view of the
  /// loaded players, not a copy of them.
  package let matches: Dynamic<PlayerMatches>
  /// The rows shown now: a window of ``matches``.
  package let page: Dynamic<PlayerPage>
  /// The player last opened, marked in the list when the user comes back. Compared by value, not
  /// by `id`: a feed may repeat an id.
  package let selectedPlayer: Dynamic<Player?>

  /// The search as typed, key by key, before it settles: the search field shows it at once,
  /// and ``searchText`` follows it ``searchDelay`` after the typing stops (see
  /// ``editSearch(_:)``).
  package let searchQuery: Dynamic<String>
  /// The index in ``matches`` of the selected row: the one `Enter` opens in the full-screen
  /// app. `nil` only when there is no match; it goes back to the first row whenever the
  /// matches change, since the page goes back to the first page then.
  package let selectedIndex: Dynamic<Int?>

  /// How many rows a page shows; ``resizePage(to:)`` changes it.
  package private(set) var pageSize: Int
  /// How long the typed search must stay unchanged before it applies.
  package let searchDelay: Duration

  /// 100 ms: long enough to fold a burst of keys (a held Backspace repeats every 30 to 50 ms)
  /// into one search, short enough to read as instant. Searching 35 players costs microseconds,
  /// so this delay is all the latency the list shows; the typed text itself never waits.
  package nonisolated static let defaultSearchDelay = Duration.milliseconds(100)

  private var players: [Player] = [] {
    // Names are folded once per load, not on every search.
    didSet {
      searchIndex = PlayerSearchIndex(names: players.map(\.name))
      positionsByID = Dictionary(
        players.indices.map { (players[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
      filterOrder = nil
      lastSearch = nil
    }
  }
  private var searchIndex = PlayerSearchIndex(names: [String]())
  // Where each id is in `players`, for the routes that name a player by id.
  private var positionsByID: [Int: Int] = [:]
  // The active filter's order of the players, kept until the filter or the players change.
  private var filterOrder: (filter: PlayerFilter, positions: [Int32]?)?
  // The last search's folded query and matches: a longer query searches only those.
  private var lastSearch: (query: String, filter: PlayerFilter, positions: [Int32])?
  private var pageStart = 0
  private let source: PlayerSource
  // The end of the live-search chain (query → distinct → debounced); it keeps the chain alive.
  private var settledSearchQuery: Dynamic<String>?

  /// Creates a list that loads its players from `source`.
  ///
  /// - Parameters:
  ///   - pageSize: Rows per page (at least 1).
  ///   - tracer: Told when a value fires, for `--trace`.
  ///   - searchDelay: How long a typed search waits for the next key before it applies.
  ///   - scheduler: Where that wait happens: a ``MainQueueScheduler`` when `nil`; tests pass a
  ///     `ManualScheduler` (from `MVVMCTesting`).
  ///   - source: Loads the players; called by ``load()``.
  package init(
    pageSize: Int, tracer: BindingTracer? = nil,
    searchDelay: Duration = PlayerListViewModel.defaultSearchDelay,
    scheduler: (any Scheduler)? = nil, source: @escaping PlayerSource
  ) {
    self.pageSize = max(1, pageSize)
    self.searchDelay = max(.zero, searchDelay)
    self.source = source
    let name = "PlayerListViewModel"
    state = Dynamic(.loading, label: "\(name).state", tracer: tracer)
    searchText = Dynamic("", label: "\(name).searchText", tracer: tracer)
    filter = Dynamic(.none, label: "\(name).filter", tracer: tracer)
    matches = Dynamic(PlayerMatches(), label: "\(name).matches", tracer: tracer)
    page = Dynamic(
      PlayerPage(players: [], firstRowNumber: 1, totalCount: 0),
      label: "\(name).page", tracer: tracer)
    selectedPlayer = Dynamic(nil, label: "\(name).selectedPlayer", tracer: tracer)
    searchQuery = Dynamic("", label: "\(name).searchQuery", tracer: tracer)
    selectedIndex = Dynamic(nil, label: "\(name).selectedIndex", tracer: tracer)
    let scheduler: any Scheduler = scheduler ?? MainQueueScheduler()
    bindLiveSearch(scheduler: scheduler)
    matches.bind(self) { viewModel, matches in viewModel.selectionDidFollow(matches) }
  }

  // The original app's `$searchQuery.removeDuplicates().debounce(for:)`, with injected time.
  private func bindLiveSearch(scheduler: some Scheduler) {
    let settled = searchQuery.removingDuplicates().debounced(for: searchDelay, scheduler: scheduler)
    settled.bind(self) { viewModel, text in viewModel.search(text) }
    settledSearchQuery = settled
  }

  /// Loads (or reloads) the players. On failure the list keeps no player and ``state`` holds
  /// the error.
  package func load() async {
    state.value = .loading
    do throws(FeedError) {
      players = try await source()
      state.value = .loaded
    } catch {
      players = []
      state.value = .failed(error)
    }
    recompute(resettingPage: true)
  }

  /// Searches names, ignoring case and accents: `mbappe` finds `Kylian MBAPPÉ`.
  ///
  /// A query that extends the previous one (`mb`, then `mba`) searches only the previous
  /// matches.
  ///
  /// - Complexity: O(*n*) in the total length of the names, a byte search over names folded
  ///   once per load.
  package func search(_ text: String) {
    let trimmed = text.trimmingSpaces
    // The typed query follows, so a later edit starts from the search shown, and the search
    // it settles into changes nothing.
    if searchQuery.value.trimmingSpaces != trimmed {
      searchQuery.value = trimmed
    }
    guard trimmed != searchText.value else { return }
    searchText.value = trimmed
    recompute(resettingPage: true)
  }

  /// The search field's text changed: ``searchQuery`` shows it now, and the search applies once
  /// the text has stayed the same for ``searchDelay``, so a burst of keys searches once.
  ///
  /// ```swift
  /// let viewModel = PlayerListViewModel(pageSize: 50, scheduler: scheduler) { Squad.paris2021 }
  /// viewModel.editSearch("m"); viewModel.editSearch("mb"); viewModel.editSearch("mba")
  /// scheduler.advance(by: viewModel.searchDelay)  // one search, for "mba"
  /// ```
  func editSearch(_ text: String) {
    searchQuery.value = text
  }

  /// Clears the search and keeps the filter.
  func clearSearch() {
    search("")
  }

  /// Makes `newFilter` the active filter; the search stays.
  func apply(_ newFilter: PlayerFilter) {
    guard newFilter != filter.value else { return }
    filter.value = newFilter
    recompute(resettingPage: true)
  }

  /// Shows the next page. Returns `false` on the last page.
  @discardableResult
  func showNextPage() -> Bool {
    guard pageStart + pageSize < matches.value.count else { return false }
    pageStart += pageSize
    publishPage()
    selectionFollowsPage()
    return true
  }

  /// Shows the previous page. Returns `false` on the first page.
  @discardableResult
  func showPreviousPage() -> Bool {
    guard pageStart > 0 else { return false }
    pageStart = max(0, pageStart - pageSize)
    publishPage()
    selectionFollowsPage()
    return true
  }

  /// Shows page `number` (counted from 1, ``pageSize`` rows each) of the matches. Returns
  /// `false`, showing nothing new, when the matches have no such page; page 1 always exists,
  /// even for no match.
  @discardableResult
  func showPage(number: Int) -> Bool {
    // Checked first, so `(number - 1) * pageSize` stays within the matches and cannot overflow.
    guard number >= 1, number <= pageCount else { return false }
    let start = (number - 1) * pageSize
    if start != pageStart || page.value.number != number {
      pageStart = start
      publishPage()
    }
    selectionFollowsPage()
    return true
  }

  /// Moves the selection to the page's first row when the page shown no longer holds it, so
  /// the row `Enter` opens is always one on screen.
  private func selectionFollowsPage() {
    // `count - pageStart` first: `pageStart + pageSize` may overflow for a huge page.
    let rows = pageStart..<pageStart + min(pageSize, max(0, matches.value.count - pageStart))
    guard !rows.isEmpty, !(selectedIndex.value.map(rows.contains) ?? false) else { return }
    selectedIndex.value = pageStart
  }

  /// How many pages of ``pageSize`` rows the matches fill (1 when there is no match).
  var pageCount: Int {
    let count = matches.value.count
    return count == 0 ? 1 : (count - 1) / pageSize + 1
  }

  /// The player on row `rowNumber` (1-based, counted over all ``matches``), if there is one;
  /// `nil` for any number outside the rows, `Int.min` included.
  func player(atRow rowNumber: Int) -> Player? {
    // Compared before subtracting: `rowNumber - 1` would overflow for `Int.min`.
    guard rowNumber >= 1, rowNumber <= matches.value.count else { return nil }
    return matches.value[rowNumber - 1]
  }

  /// Every loaded player, in the feed's order, whatever the filter and the search: what other
  /// scenes rank or count.
  package var loadedPlayers: [Player] { players }

  /// The player whose feed `id` is `id`, if any (the first, should the players repeat an id).
  ///
  /// - Complexity: O(1): the ids are indexed once per load.
  func player(withID id: Int) -> Player? {
    positionsByID[id].map { players[$0] }
  }

  /// The first `limit` players wearing shirt `number`, in the feed's order.
  func players(wearing number: Int, limit: Int) -> [Player] {
    Array(players.lazy.filter { $0.number == number }.prefix(max(0, limit)))
  }

  /// How many players wear shirt `number`.
  func countOfPlayers(wearing number: Int) -> Int {
    players.reduce(0) { $0 + ($1.number == number ? 1 : 0) }
  }

  /// Marks `player` as the one last opened, selects its row, and shows the page it is on.
  func select(_ player: Player) {
    selectedPlayer.value = player
    if let index = index(of: player) {
      if selectedIndex.value != index { selectedIndex.value = index }
      let start = index / pageSize * pageSize
      if start != pageStart {
        pageStart = start
        publishPage()
      }
    }
  }

  /// The index of `player` in ``matches``: found through the id index when the matches are
  /// every player in feed order (a deep link's list), else by a scan.
  private func index(of player: Player) -> Int? {
    let all = matches.value
    if all.playerPositions == nil, let position = positionsByID[player.id],
      all.indices.contains(position), all[position] == player
    {
      return position
    }
    return all.firstIndex(of: player)
  }

  // MARK: Row selection

  /// The player on the selected row, if any.
  var selectedMatch: Player? {
    selectedIndex.value.flatMap { matches.value.indices.contains($0) ? matches.value[$0] : nil }
  }

  /// Selects the row at `index` in ``matches`` (clamped to the list), and shows its page.
  func selectRow(at index: Int) {
    let count = matches.value.count
    guard count > 0 else { return }
    let clamped = min(max(0, index), count - 1)
    if selectedIndex.value != clamped { selectedIndex.value = clamped }
    showPage(containing: clamped)
  }

  /// Moves the selection `offset` rows down (up when negative), stopping at either end; the page
  /// follows. `moveSelection(by: pageSize)` is Page Down.
  func moveSelection(by offset: Int) {
    let current = selectedIndex.value ?? pageStart
    // Saturating: a huge offset from a caller stops at the end instead of trapping.
    let (target, overflow) = current.addingReportingOverflow(offset)
    selectRow(at: overflow ? (offset < 0 ? 0 : Int.max) : target)
  }

  /// Selects the first row (Home).
  func selectFirstRow() {
    selectRow(at: 0)
  }

  /// Selects the last row (End).
  func selectLastRow() {
    selectRow(at: matches.value.count - 1)
  }

  /// Changes how many rows a page shows (for a terminal that was resized); the page shown is the
  /// one holding the selected row.
  package func resizePage(to newSize: Int) {
    let size = max(1, newSize)
    guard size != pageSize else { return }
    pageSize = size
    pageStart = (selectedIndex.value ?? pageStart) / size * size
    publishPage()
  }

  private func showPage(containing index: Int) {
    let start = index / pageSize * pageSize
    guard start != pageStart else { return }
    pageStart = start
    publishPage()
  }

  // The matches changed: the page goes back to the first one, so the selection does too.
  private func selectionDidFollow(_ matches: PlayerMatches) {
    let first: Int? = matches.isEmpty ? nil : 0
    if selectedIndex.value != first { selectedIndex.value = first }
  }

  private func recompute(resettingPage: Bool) {
    matches.value = matchingPlayers(query: searchText.value.foldedForComparison)
    if resettingPage { pageStart = 0 }
    publishPage()
  }

  /// The players passing the filter whose folded name contains `query`, in the filter's order.
  private func matchingPlayers(query: String) -> PlayerMatches {
    let filter = filter.value
    if filterOrder?.filter != filter {
      filterOrder = (filter, filter.order(of: players)?.map { Int32(truncatingIfNeeded: $0) })
    }
    let order = filterOrder?.positions
    guard !query.isEmpty else {
      lastSearch = nil
      return order.map { PlayerMatches(players, at: $0) } ?? PlayerMatches(all: players)
    }
    let positions: [Int32]
    if let last = lastSearch, last.filter == filter,
      query.containsBytes(of: last.query)
    {
      // Every name containing the new query contains the old one.
      positions = searchIndex.positions(among: last.positions, containing: query)
    } else if let order {
      positions = searchIndex.positions(among: order, containing: query)
    } else {
      positions = searchIndex.positions(containing: query)
    }
    lastSearch = (query, filter, positions)
    return PlayerMatches(players, at: positions)
  }

  private func publishPage() {
    // Only the page's rows are copied, however many players match.
    let all = matches.value
    let end = min(all.count, pageStart + pageSize)
    page.value = PlayerPage(
      players: Array(all[min(pageStart, end)..<end]),
      firstRowNumber: pageStart + 1,
      totalCount: all.count,
      number: pageStart / pageSize + 1)
  }
}
