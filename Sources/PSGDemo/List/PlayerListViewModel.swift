import Foundation
import MVVMC
import PlayerFeed

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
///
/// This file holds its values, loading and filtering; each other job has its file: the live
/// search (`+Search`), pages (`+Paging`), the selected row (`+Selection`), the pinned players
/// (`+Pins`) and finding players by row, id or shirt (`+Lookup`).
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

  // The boxes, in the order the inspector shows them. The search's two (`searchQuery` typed,
  // `searchText` applied) differ only while a search is being typed.
  /// The search field's text, key by key, as typed: the field shows it at once, and
  /// ``searchText`` follows it ``searchDelay`` after the typing stops (see ``editSearch(_:)``).
  /// The original app's `searchQuery`.
  package let searchQuery: Dynamic<String>
  /// ``searchQuery`` once the typing stops: the end of the live-search chain (query → distinct →
  /// debounced), which keeps the chain alive and sets ``searchText``.
  private(set) var settledSearchQuery: Dynamic<String>?
  /// The search the ``matches`` hold: ``searchQuery`` once it has settled, or the text of a
  /// `search` command, trimmed. Routes and the list's rows follow this one.
  package let searchText: Dynamic<String>
  /// The active filter.
  package let filter: Dynamic<PlayerFilter>
  /// Whether the players are loading, loaded or failed.
  package let state: Dynamic<LoadState>
  /// The players that pass the filter and the search, the pinned ones first, then in the
  /// filter's order: a view of the loaded players, not a copy of them.
  package let matches: Dynamic<PlayerMatches>
  /// The feed ids of the players pinned to the top of the list, in the order they were pinned.
  package let pinnedIDs: Dynamic<[Int]>
  /// The rows shown now: a window of ``matches``.
  package let page: Dynamic<PlayerPage>
  /// The index in ``matches`` of the selected row, which `Enter` opens: `nil` only when there is
  /// no match; the first row again whenever the matches change, as the page does.
  package let selectedIndex: Dynamic<Int?>
  /// The player last opened, marked in the list when the user comes back. Compared by value, not
  /// by `id`: a feed may repeat an id.
  package let selectedPlayer: Dynamic<Player?>

  /// Whether the route last shown (``show(_:)``) named the selected row: line mode then marks
  /// it, as the key-driven app that selected it did, until a scene opens over the list.
  package internal(set) var routeNamedSelectedRow = false

  /// How many rows a page shows; ``resizePage(to:)`` changes it.
  package internal(set) var pageSize: Int
  /// How long the typed search must stay unchanged before it applies.
  package let searchDelay: Duration

  /// The loaded players, indexed for searches and ids.
  private(set) var matcher = PlayerMatcher(players: [])
  /// Where the page shown starts in ``matches``; only the paging methods set it.
  var pageStart = 0
  private let source: PlayerSource

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
    scheduler: (any DelayScheduler)? = nil, source: @escaping PlayerSource
  ) {
    self.pageSize = max(1, pageSize)
    self.searchDelay = max(.zero, searchDelay)
    self.source = source
    let name = "PlayerListViewModel"
    state = Dynamic(.loading, label: "\(name).state", tracer: tracer)
    searchText = Dynamic("", label: "\(name).searchText", tracer: tracer)
    filter = Dynamic(.none, label: "\(name).filter", tracer: tracer)
    matches = Dynamic(PlayerMatches(), label: "\(name).matches", tracer: tracer)
    pinnedIDs = Dynamic([], label: "\(name).pinnedIDs", tracer: tracer)
    page = Dynamic(
      PlayerPage(players: [], firstRowNumber: 1, totalCount: 0),
      label: "\(name).page", tracer: tracer)
    selectedPlayer = Dynamic(nil, label: "\(name).selectedPlayer", tracer: tracer)
    searchQuery = Dynamic("", label: "\(name).searchQuery", tracer: tracer)
    selectedIndex = Dynamic(nil, label: "\(name).selectedIndex", tracer: tracer)
    let scheduler: any DelayScheduler = scheduler ?? MainQueueScheduler()
    settledSearchQuery = bindLiveSearch(scheduler: scheduler)
    matches.bind(self) { viewModel, matches in viewModel.selectionDidFollow(matches) }
  }

  /// Loads (or reloads) the players; on failure ``state`` holds the error. A reload lets go of
  /// the players it replaces before it reads the feed again, so the old players and their
  /// index are never held together with the new ones and the feed's bytes.
  package func load() async {
    state.value = .loading
    if !matcher.players.isEmpty {
      matcher = PlayerMatcher(players: [])
      recompute()
    }
    do throws(FeedError) {
      matcher = PlayerMatcher(players: try await source())
      state.value = .loaded
    } catch {
      matcher = PlayerMatcher(players: [])
      state.value = .failed(error)
    }
    recompute()
  }

  /// Makes `newFilter` the active filter; the search stays.
  func apply(_ newFilter: PlayerFilter) {
    guard newFilter != filter.value else { return }
    filter.value = newFilter
    recompute()
  }

  /// Matches the players again after the players, the search, the filter or the pins
  /// changed, and shows the first page of them.
  func recompute() {
    matches.value = matcher.matches(
      query: searchText.value.foldedForComparison, filter: filter.value
    ).pinning(pinnedPositions)
    showFirstPage()
  }
}
