import MVVMC
import PlayerFeed

/// The squad's scorers: every player by goals, most first, players with as many goals in the
/// order of their names, in the player table the list shows too (``PlayerTableViewModel``): the
/// row selected, which `Enter` opens in the full-screen app, the page of ``pageSize`` rows that
/// holds it, and the player last opened, which line mode marks.
///
/// ```swift
/// let viewModel = TopScorersViewModel(players: Squad.paris2021)
/// viewModel.matches.value.first?.name   // "Kylian MBAPPÉ"
/// viewModel.player(atRow: 1)            // the same player: rows count from 1
/// ```
@MainActor
package final class TopScorersViewModel: PlayerTableViewModel {
  /// Ranks `players`.
  ///
  /// - Parameter pageSize: Rows per page; every row on one page by default.
  /// - Complexity: O(*n* log *n*); each name is folded once, not at every comparison.
  package convenience init(players: [Player], pageSize: Int = Int.max) {
    self.init(Self.ranked(players), pageSize: pageSize)
  }

  /// `players` by goals, descending; ties by name, ignoring case and accents, then in the
  /// feed's order: the players themselves, read in that order, not a copy of them. A ranking
  /// of the largest feed's 101,127 players costs 4 bytes a player, 0.4 MB, where a copy of every
  /// player cost 14 MB for as long as the scorers were shown or exported.
  static func ranked(_ players: [Player]) -> PlayerMatches {
    let keys = players.map(\.name.foldedForComparison)
    let order = players.indices.sorted { left, right in
      if players[left].goals != players[right].goals {
        return players[left].goals > players[right].goals
      }
      // Names that fold alike keep the feed's order (`sorted` is stable).
      return keys[left] < keys[right]
    }
    return PlayerMatches(players, at: order.map { Int32(truncatingIfNeeded: $0) })
  }
}
