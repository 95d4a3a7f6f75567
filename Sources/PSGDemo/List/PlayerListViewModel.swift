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
public final class PlayerListViewModel {
  /// Where the list is with its feed.
  public enum LoadState: Equatable, Sendable {
    /// The feed is loading.
    case loading
    /// The feed loaded (possibly with no player).
    case loaded
    /// The feed could not be loaded; `refresh` tries again.
    case failed(FeedError)
  }

  /// Loads the players; injected so tests and the app choose the source.
  public typealias PlayerSource = @Sendable () async throws(FeedError) -> [Player]

  /// Whether the players are loading, loaded or failed.
  public let state: Dynamic<LoadState>
  /// The search text as typed (trimmed).
  public let searchText: Dynamic<String>
  /// The active filter.
  public let filter: Dynamic<PlayerFilter>
  /// The players that pass the filter and the search, in the filter's order.
  public let matches: Dynamic<[Player]>
  /// The rows shown now: a window of ``matches``.
  public let page: Dynamic<PlayerPage>
  /// The player last opened, marked in the list when the user comes back. Compared by value, not
  /// by `id`: a feed may repeat an id.
  public let selectedPlayer: Dynamic<Player?>

  /// How many rows a page shows.
  public let pageSize: Int

  private var players: [Player] = [] {
    // Names are folded once per load, not on every search.
    didSet {
      searchKeys = Dictionary(players.map { ($0.name, $0.name.foldedForComparison) }) { a, _ in a }
    }
  }
  private var searchKeys: [String: String] = [:]
  private var pageStart = 0
  private let source: PlayerSource

  /// Creates a list that loads its players from `source`.
  ///
  /// - Parameters:
  ///   - pageSize: Rows per page (at least 1).
  ///   - tracer: Told when a value fires, for `--trace`.
  ///   - source: Loads the players; called by ``load()``.
  public init(pageSize: Int, tracer: BindingTracer? = nil, source: @escaping PlayerSource) {
    self.pageSize = max(1, pageSize)
    self.source = source
    let name = "PlayerListViewModel"
    state = Dynamic(.loading, label: "\(name).state", tracer: tracer)
    searchText = Dynamic("", label: "\(name).searchText", tracer: tracer)
    filter = Dynamic(.none, label: "\(name).filter", tracer: tracer)
    matches = Dynamic([], label: "\(name).matches", tracer: tracer)
    page = Dynamic(
      PlayerPage(players: [], firstRowNumber: 1, totalCount: 0),
      label: "\(name).page", tracer: tracer)
    selectedPlayer = Dynamic(nil, label: "\(name).selectedPlayer", tracer: tracer)
  }

  /// Loads (or reloads) the players. On failure the list keeps no player and ``state`` holds
  /// the error.
  public func load() async {
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
  /// - Complexity: O(*n*) in the number of players.
  public func search(_ text: String) {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard trimmed != searchText.value else { return }
    searchText.value = trimmed
    recompute(resettingPage: true)
  }

  /// Clears the search and keeps the filter.
  public func clearSearch() {
    search("")
  }

  /// Makes `newFilter` the active filter; the search stays.
  public func apply(_ newFilter: PlayerFilter) {
    guard newFilter != filter.value else { return }
    filter.value = newFilter
    recompute(resettingPage: true)
  }

  /// Shows the next page. Returns `false` on the last page.
  @discardableResult
  public func showNextPage() -> Bool {
    guard pageStart + pageSize < matches.value.count else { return false }
    pageStart += pageSize
    publishPage()
    return true
  }

  /// Shows the previous page. Returns `false` on the first page.
  @discardableResult
  public func showPreviousPage() -> Bool {
    guard pageStart > 0 else { return false }
    pageStart = max(0, pageStart - pageSize)
    publishPage()
    return true
  }

  /// The player on row `rowNumber` (1-based, counted over all ``matches``), if there is one;
  /// `nil` for any number outside the rows, `Int.min` included.
  public func player(atRow rowNumber: Int) -> Player? {
    // Compared before subtracting: `rowNumber - 1` would overflow for `Int.min`.
    guard rowNumber >= 1, rowNumber <= matches.value.count else { return nil }
    return matches.value[rowNumber - 1]
  }

  /// The first player wearing shirt `number`, if any.
  public func player(wearing number: Int) -> Player? {
    players.first { $0.number == number }
  }

  /// Marks `player` as the one last opened, and shows the page it is on.
  public func select(_ player: Player) {
    selectedPlayer.value = player
    if let index = matches.value.firstIndex(of: player) {
      let start = index / pageSize * pageSize
      if start != pageStart {
        pageStart = start
        publishPage()
      }
    }
  }

  private func recompute(resettingPage: Bool) {
    let query = searchText.value.foldedForComparison
    let filtered = filter.value.apply(to: players)
    matches.value =
      query.isEmpty
      ? filtered
      : filtered.filter { (searchKeys[$0.name] ?? $0.name.foldedForComparison).contains(query) }
    if resettingPage { pageStart = 0 }
    publishPage()
  }

  private func publishPage() {
    let all = matches.value
    let end = min(all.count, pageStart + pageSize)
    page.value = PlayerPage(
      players: Array(all[min(pageStart, end)..<end]),
      firstRowNumber: pageStart + 1,
      totalCount: all.count)
  }
}
