import MVVMC

/// The squad's scorers: every player by goals, most first, players with as many goals in the
/// order of their names; and the window of rows shown with its selected row, which `Enter`
/// opens in the full-screen app (a ``MVVMC/Viewport``, so the selection is always on screen).
///
/// ```swift
/// let viewModel = TopScorersViewModel(players: Squad.paris2021)
/// viewModel.scorers.value.first?.name   // "Kylian MBAPPÉ"
/// viewModel.player(atRow: 1)            // the same player: rows count from 1
/// viewModel.resizePage(to: 10)
/// viewModel.move(.last)
/// viewModel.viewport.value.visibleRows  // 25..<35
/// ```
@MainActor
public final class TopScorersViewModel {
  /// The players by goals, descending; ties by name, ignoring case and accents.
  public let scorers: Dynamic<[Player]>
  /// The rows shown and the selected one; the host sizes its page (``resizePage(to:)``).
  public let viewport: Dynamic<Viewport>
  /// The index in ``scorers`` of the selected row; `nil` only when there is no player.
  public let selectedIndex: Dynamic<Int?>

  /// Ranks `players`.
  ///
  /// - Complexity: O(*n* log *n*); each name is folded once, not at every comparison.
  ///
  /// - Parameter pageSize: How many rows the window shows until the host resizes it: all of
  ///   them unless given, as line mode and the documents show them.
  public init(players: [Player], pageSize: Int? = nil, tracer: BindingTracer? = nil) {
    let ranked = Self.ranked(players)
    let label = "TopScorersViewModel"
    scorers = Dynamic(ranked, label: "\(label).scorers", tracer: tracer)
    let viewport = Dynamic(
      Viewport(count: ranked.count, pageSize: pageSize ?? ranked.count),
      label: "\(label).viewport", tracer: tracer)
    self.viewport = viewport
    selectedIndex = viewport.map(\.selection)
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
    move(.by(offset))
  }

  /// Moves the selection (arrows, `PgUp`, `PgDn`, `Home`, `End`); the window follows it.
  public func move(_ move: Viewport.Move) {
    var moved = viewport.value
    moved.move(move)
    if moved != viewport.value { viewport.value = moved }
  }

  /// Shows at most `rows` rows, keeping the selected one on screen.
  public func resizePage(to rows: Int) {
    var resized = viewport.value
    resized.resize(pageSize: rows)
    if resized != viewport.value { viewport.value = resized }
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
