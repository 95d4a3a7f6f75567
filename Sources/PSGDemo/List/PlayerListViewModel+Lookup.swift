import PlayerFeed

/// Finding players by feed id or shirt number: what commands, routes and other scenes ask
/// of the list.
extension PlayerListViewModel {
  /// Every loaded player, in the feed's order, whatever the filter and the search: what other
  /// scenes rank or count.
  package var loadedPlayers: [Player] { matcher.players }

  /// Where the player whose feed `id` is `id` stands in ``loadedPlayers``, if anywhere.
  ///
  /// - Complexity: O(1): the ids are indexed once per load.
  func position(ofPlayerWithID id: Int) -> Int? {
    matcher.position(ofID: id)
  }

  /// The first `limit` players wearing shirt `number`, in the feed's order.
  func players(wearing number: Int, limit: Int) -> [Player] {
    Array(matcher.players.lazy.filter { $0.number == number }.prefix(max(0, limit)))
  }

  /// How many players wear shirt `number`.
  func countOfPlayers(wearing number: Int) -> Int {
    matcher.players.reduce(0) { $0 + ($1.number == number ? 1 : 0) }
  }
}
