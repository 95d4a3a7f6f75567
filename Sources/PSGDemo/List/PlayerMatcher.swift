import PlayerFeed

/// The loaded players, indexed once per load for the list's two questions: which players pass
/// a filter and a search, in the filter's order, and where a feed id is.
///
/// A search that extends the previous one under the same filter (`mb`, then `mba`) looks only
/// through the previous matches, and a filter's order is kept until the filter changes.
///
/// ```swift
/// var matcher = PlayerMatcher(players: Squad.paris2021)
/// matcher.matches(query: "mb", filter: .none).count   // the names holding "mb"
/// matcher.matches(query: "mba", filter: .none)        // searches only those
/// ```
struct PlayerMatcher {
  /// Every player, in the feed's order.
  let players: [Player]
  /// The players' names, folded once per load, not on every search; shared with the
  /// comparison's picker, which searches the same players.
  let searchIndex: PlayerSearchIndex
  // Where each id is in `players`, for the routes that name a player by id.
  private let positionsByID: [Int: Int]
  // The last filter's order of the players (`nil` for the feed's order).
  private var filterOrder: (filter: PlayerFilter, positions: [Int32]?)?
  // The last search's folded query and matches: a longer query searches only those.
  private var lastSearch: (query: String, filter: PlayerFilter, positions: [Int32])?

  init(players: [Player]) {
    self.players = players
    searchIndex = PlayerSearchIndex(names: players.map(\.name))
    positionsByID = Dictionary(
      players.indices.map { (players[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// Where the player with feed id `id` is in ``players`` (the first, should the feed repeat
  /// an id).
  ///
  /// - Complexity: O(1).
  func position(ofID id: Int) -> Int? {
    positionsByID[id]
  }

  /// The players passing `filter` whose folded name contains `query` (already folded), in the
  /// filter's order: every player passing it when `query` is empty.
  ///
  /// - Complexity: O(*n*) in the total length of the names searched.
  mutating func matches(query: String, filter: PlayerFilter) -> PlayerMatches {
    if filterOrder?.filter != filter {
      filterOrder = (filter, filter.order(of: players)?.map { Int32(truncatingIfNeeded: $0) })
    }
    let order = filterOrder?.positions
    guard !query.isEmpty else {
      lastSearch = nil
      return order.map { PlayerMatches(players, at: $0) } ?? PlayerMatches(all: players)
    }
    let positions: [Int32]
    if let last = lastSearch, last.filter == filter, query.containsBytes(of: last.query) {
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
}
