import PlayerFeed

/// One of the eight ways the player list can be filtered or sorted.
///
/// The cases are in the order of the original app's filter picker, numbered 1 to 8 there
/// (``number``). Line filters and ``academy`` keep the feed's order; ``byNumber`` and
/// ``alphabetical`` keep every player and sort them.
///
/// ```swift
/// PlayerFilter.goalkeepers.apply(to: Squad.paris2021).count        // 5
/// PlayerFilter.byNumber.apply(to: Squad.paris2021).first?.name     // "Keylor NAVAS"
/// PlayerFilter(name: "défenseurs")                                  // .defenders
/// ```
package enum PlayerFilter: String, Hashable, Sendable, CaseIterable {
  case none, goalkeepers, defenders, midfielders, forwards, academy, byNumber, alphabetical

  /// The filter's position in the original app's picker, from 1 (``none``) to 8
  /// (``alphabetical``).
  package var number: Int {
    (Self.allCases.firstIndex(of: self) ?? 0) + 1
  }

  /// The filter at `number` in the original app's picker (1 to 8), or `nil` for any other
  /// number, `Int.min` and `Int.max` included.
  package init?(number: Int) {
    // Compared before subtracting: `number - 1` would overflow for `Int.min`.
    guard (1...Self.allCases.count).contains(number) else { return nil }
    self = Self.allCases[number - 1]
  }

  /// The filtered players, in the order the filter gives.
  ///
  /// - ``none``: every player, in feed order.
  /// - ``goalkeepers``, ``defenders``, ``midfielders``, ``forwards``: the players of that
  ///   ``Line``, in feed order; players with an unknown position belong to none.
  /// - ``academy``: the academy graduates, in feed order.
  /// - ``byNumber``: every player by shirt number; equal numbers keep feed order.
  /// - ``alphabetical``: every player by name, ignoring case and accents (`"Édouard"` sorts
  ///   under E); equal names keep feed order.
  ///
  /// - Complexity: O(*n*) for the filters, O(*n* log *n*) for the two sorts.
  package func apply(to players: [Player]) -> [Player] {
    guard let order = order(of: players) else { return players }
    return order.map { players[$0] }
  }

  /// Whether the list under this filter shows `player`: the sorts show every player.
  package func keeps(_ player: Player) -> Bool {
    switch self {
    case .none, .byNumber, .alphabetical: true
    case .goalkeepers: player.position.line == .goalkeeper
    case .defenders: player.position.line == .defender
    case .midfielders: player.position.line == .midfielder
    case .forwards: player.position.line == .forward
    case .academy: player.isAcademyGraduate
    }
  }

  /// The positions in `players` of the filtered players, in the order ``apply(to:)`` gives
  /// them, or `nil` for ``none`` (every player, in feed order).
  ///
  /// The player list keeps these positions rather than copies of the players.
  ///
  /// - Complexity: O(*n*) for the filters, O(*n* log *n*) for the two sorts.
  package func order(of players: [Player]) -> [Int]? {
    let positions = players.indices
    switch self {
    case .none: return nil
    case .goalkeepers, .defenders, .midfielders, .forwards, .academy:
      return positions.filter { keeps(players[$0]) }
    // `sorted` is stable, so equal keys keep the feed's order.
    case .byNumber: return positions.sorted { players[$0].number < players[$1].number }
    case .alphabetical:
      // Fold each name once rather than at every comparison.
      let keys = players.map(\.name.foldedForComparison)
      return positions.sorted { keys[$0] < keys[$1] }
    }
  }
}
