import MVVMC

/// The squad's scorers: every player by goals, most first, players with as many goals in the
/// order of their names; and the row selected, which `Enter` opens in the full-screen app.
///
/// ```swift
/// let viewModel = TopScorersViewModel(players: Squad.paris2021)
/// viewModel.scorers.value.first?.name   // "Kylian MBAPPÉ"
/// viewModel.player(atRow: 1)            // the same player: rows count from 1
/// ```
@MainActor
public final class TopScorersViewModel {
  /// The players by goals, descending; ties by name, ignoring case and accents.
  public let scorers: Dynamic<[Player]>
  /// The index in ``scorers`` of the selected row; `nil` only when there is no player.
  public let selectedIndex: Dynamic<Int?>

  /// Ranks `players`.
  ///
  /// - Complexity: O(*n* log *n*); each name is folded once, not at every comparison.
  public init(players: [Player], tracer: BindingTracer? = nil) {
    let ranked = Self.ranked(players)
    let label = "TopScorersViewModel"
    scorers = Dynamic(ranked, label: "\(label).scorers", tracer: tracer)
    selectedIndex = Dynamic(
      ranked.isEmpty ? nil : 0, label: "\(label).selectedIndex", tracer: tracer)
  }

  /// The player on row `rowNumber`, counted from 1; `nil` outside the rows, `Int.min` included.
  public func player(atRow rowNumber: Int) -> Player? {
    // Compared before subtracting: `rowNumber - 1` would overflow for `Int.min`.
    guard rowNumber >= 1, rowNumber <= scorers.value.count else { return nil }
    return scorers.value[rowNumber - 1]
  }

  /// The player on the selected row, if any.
  public var selectedPlayer: Player? {
    selectedIndex.value.flatMap { scorers.value.indices.contains($0) ? scorers.value[$0] : nil }
  }

  /// Moves the selection `offset` rows down (up when negative), stopping at either end.
  public func moveSelection(by offset: Int) {
    guard !scorers.value.isEmpty else { return }
    let current = selectedIndex.value ?? 0
    // Saturating: a huge offset stops at the end instead of trapping.
    let (target, overflow) = current.addingReportingOverflow(offset)
    let clamped = overflow ? (offset < 0 ? 0 : scorers.value.count - 1) : target
    let index = min(max(0, clamped), scorers.value.count - 1)
    if selectedIndex.value != index { selectedIndex.value = index }
  }

  private static func ranked(_ players: [Player]) -> [Player] {
    let keys = players.map(\.name.foldedForComparison)
    let order = players.indices.sorted { left, right in
      if players[left].goals != players[right].goals {
        return players[left].goals > players[right].goals
      }
      // Names that fold alike keep the feed's order (`sorted` is stable).
      return keys[left] < keys[right]
    }
    return order.map { players[$0] }
  }
}
