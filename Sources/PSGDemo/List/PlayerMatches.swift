import PlayerFeed

/// The players that pass the list's filter and search, in the filter's order: a view of the
/// loaded players that shares their storage instead of copying them.
///
/// A search of a million players can match most of them; ``PlayerListViewModel`` keeps the
/// positions of the matches (4 bytes each), not copies of the players, and a page copies only
/// its own rows. Use it as any random-access collection of ``Player``:
///
/// ```swift
/// viewModel.search("sergio")
/// viewModel.matches.value.map(\.name)   // ["Sergio RICO", "Sergio RAMOS"]
/// viewModel.matches.value.count         // 2
/// ```
package struct PlayerMatches: RandomAccessCollection, Sendable {
  /// Every loaded player, shared with the view model.
  private let players: [Player]
  /// The positions in `players` of the matches, in order; `nil` for every player in order.
  private let positions: [Int32]?

  /// Every player of `players`, in order.
  package init(all players: [Player]) {
    self.players = players
    self.positions = nil
  }

  /// The players of `players` at `positions`, in that order; each must be a valid index.
  package init(_ players: [Player], at positions: [Int32]) {
    self.players = players
    self.positions = positions
  }

  /// No player.
  package init() {
    self.init(all: [])
  }

  package var startIndex: Int { 0 }
  package var endIndex: Int { positions?.count ?? players.count }

  package subscript(position: Int) -> Player {
    guard let positions else { return players[position] }
    return players[Int(positions[position])]
  }

  /// The positions of the matches in the loaded players, in order; `nil` for all of them.
  package var playerPositions: [Int32]? { positions }
}

extension PlayerMatches: Equatable {
  /// Whether both hold the same players in the same order.
  package static func == (lhs: PlayerMatches, rhs: PlayerMatches) -> Bool {
    lhs.elementsEqual(rhs)
  }
}

extension PlayerMatches {
  /// These matches with the players at `pinned` (positions in the loaded players) first, in
  /// that order, then the others in their order; a pinned player these matches leave out
  /// (filtered or searched away) stays out.
  ///
  /// - Complexity: O(*n* + *p*) for *n* matches and *p* pinned players; nothing when none is.
  func pinning(_ pinned: [Int32]) -> PlayerMatches {
    guard !pinned.isEmpty else { return self }
    let wanted = Set(pinned)
    var found: Set<Int32> = []
    var others: [Int32] = []
    others.reserveCapacity(count)
    for index in indices {
      let position = positions.map { $0[index] } ?? Int32(truncatingIfNeeded: index)
      if wanted.contains(position) {
        found.insert(position)
      } else {
        others.append(position)
      }
    }
    return PlayerMatches(players, at: pinned.filter(found.contains) + others)
  }
}
