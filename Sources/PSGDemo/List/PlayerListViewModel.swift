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
/// Its rows, pages and selection are the player table's, shared with the top scorers
/// (``PlayerTableViewModel``). This file holds its values, loading and filtering; each other
/// job has its file: the live search (`+Search`), the pinned players (`+Pins`) and finding
/// players by id or shirt (`+Lookup`).
@MainActor
package final class PlayerListViewModel: PlayerTableViewModel {
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
  /// The feed ids of the players pinned to the top of the list, in the order they were pinned.
  package let pinnedIDs: Dynamic<[Int]>
  /// How long the typed search must stay unchanged before it applies.
  package let searchDelay: Duration

  /// The loaded players, indexed for searches and ids.
  private(set) var matcher = PlayerMatcher(players: [])
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
    self.searchDelay = max(.zero, searchDelay)
    self.source = source
    let name = "PlayerListViewModel"
    state = Dynamic(.loading, label: "\(name).state", tracer: tracer)
    searchText = Dynamic("", label: "\(name).searchText", tracer: tracer)
    filter = Dynamic(.none, label: "\(name).filter", tracer: tracer)
    pinnedIDs = Dynamic([], label: "\(name).pinnedIDs", tracer: tracer)
    searchQuery = Dynamic("", label: "\(name).searchQuery", tracer: tracer)
    super.init(PlayerMatches(), pageSize: pageSize, tracer: tracer)
    let scheduler: any DelayScheduler = scheduler ?? MainQueueScheduler()
    settledSearchQuery = bindLiveSearch(scheduler: scheduler)
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
  /// changed: the players that pass the filter and the search, the pinned ones first, then in
  /// the filter's order, shown from their first page.
  func recompute() {
    matches.value = matcher.matches(
      query: searchText.value.foldedForComparison, filter: filter.value
    ).pinning(pinnedPositions)
  }

  /// The index of `player` in ``matches``: found through the id index when the matches are
  /// every player in feed order (a deep link's list), else by a scan.
  override func index(of player: Player) -> Int? {
    let all = matches.value
    if all.playerPositions == nil, let position = matcher.position(ofID: player.id),
      all.indices.contains(position), all[position] == player
    {
      return position
    }
    return all.firstIndex(of: player)
  }

  /// The player whose feed `id` is `id`, if any (the first, should the players repeat an id).
  ///
  /// - Complexity: O(1): the ids are indexed once per load.
  override func player(withID id: Int) -> Player? {
    matcher.position(ofID: id).map { matcher.players[$0] }
  }
}
