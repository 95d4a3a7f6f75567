import PlayerFeed

/// Players in the order of a ranking: the loaded players themselves, shared rather than
/// copied, read through their indices in that order.
///
/// A ranking of the largest feed's 101,127 players costs 8 bytes a player, 0.8 MB, where a
/// copy of every player cost 14 MB for as long as the scorers were shown or exported.
///
/// ```swift
/// let ranked = TopScorersViewModel.ranked(Squad.paris2021)
/// ranked.first?.name    // "Kylian MBAPPÉ"
/// ranked[1...3]         // the next three, as a slice
/// ```
package struct RankedPlayers: RandomAccessCollection, Sendable {
  /// The players, in the feed's order.
  private let players: [Player]
  /// The index in ``players`` of each rank, the best first.
  private let order: [Int]

  /// No players.
  package init() {
    self.init(players: [], order: [])
  }

  /// `players` read in `order`, which holds each of their indices once.
  init(players: [Player], order: [Int]) {
    self.players = players
    self.order = order
  }

  package var startIndex: Int { 0 }
  package var endIndex: Int { order.count }

  /// The player at `rank`, counted from 0.
  ///
  /// - Complexity: O(1).
  package subscript(rank: Int) -> Player { players[order[rank]] }
}
