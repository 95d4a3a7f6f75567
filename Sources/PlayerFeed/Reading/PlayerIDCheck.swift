/// Refuses a feed in which two players share an `id`, the key every route and page names a
/// player by.
///
/// Called on the players ``FeedDecoder`` returns, so that nothing is silently hidden: with a
/// repeated id, one of the two players could never be opened by its route.
///
/// ```swift
/// try PlayerIDCheck.requireUniqueIDs(players, source: "feed.json")
/// // throws: feed.json: players 1 ("Keylor NAVAS") and 3 ("Denis FRANCHI") have the same
/// //         id 1
/// ```
package enum PlayerIDCheck {
  /// Returns `players` unchanged when no two share an id.
  ///
  /// - Parameter source: How the feed is named to the user, such as its path.
  /// - Throws: A ``FeedError`` with exit code ``FeedError/dataError`` (65) naming the first two
  ///   players, in feed order, that share an id.
  /// - Complexity: O(*n*) expected, one hash lookup per player.
  @discardableResult
  package static func requireUniqueIDs(_ players: [Player], source: String) throws(FeedError)
    -> [Player]
  {
    var firstPositions: [Int: Int] = [:]
    firstPositions.reserveCapacity(players.count)
    for (position, player) in players.enumerated() {
      if let first = firstPositions.updateValue(position, forKey: player.id) {
        let earlier = players[first]
        throw FeedError(
          source: source,
          problem: .sharedID(
            FeedPlayerReference(index: first + 1, name: earlier.name),
            FeedPlayerReference(index: position + 1, name: player.name), id: player.id))
      }
    }
    return players
  }
}
