import MVVMC
import PlayerFeed

/// The squad's scorers: every player by goals, most first, players with as many goals in the
/// order of their names; the row selected, which `Enter` opens in the full-screen app; and the
/// page of ``pageSize`` rows that holds it.
///
/// ```swift
/// let viewModel = TopScorersViewModel(players: Squad.paris2021)
/// viewModel.scorers.value.first?.name   // "Kylian MBAPPÉ"
/// viewModel.player(atRow: 1)            // the same player: rows count from 1
/// ```
@MainActor
package final class TopScorersViewModel {
  /// The players by goals, descending; ties by name, ignoring case and accents.
  package let scorers: Dynamic<RankedPlayers>
  /// The index in ``scorers`` of the selected row; `nil` only when there is no player.
  package let selectedIndex: Dynamic<Int?>
  /// The page shown, counted from 1: the one holding the selected row.
  package let page: Dynamic<Int>
  /// The index in ``scorers`` of the row line mode marks: the one a route named, or the player
  /// last opened; `nil` until then.
  package let markedIndex: Dynamic<Int?>
  /// Rows per page (at least 1); pages are cut every `pageSize` rows from the first.
  package private(set) var pageSize: Int

  /// Ranks `players`.
  ///
  /// - Parameter pageSize: Rows per page; every row on one page by default.
  /// - Complexity: O(*n* log *n*); each name is folded once, not at every comparison.
  package convenience init(
    players: [Player], pageSize: Int = Int.max, tracer: BindingTracer? = nil
  ) {
    self.init(rankedPlayers: Self.ranked(players), pageSize: pageSize, tracer: tracer)
  }

  /// Shows players already in ``ranked(_:)``'s order, without ranking them again.
  init(rankedPlayers ranked: RankedPlayers, pageSize: Int, tracer: BindingTracer? = nil) {
    let label = "TopScorersViewModel"
    self.pageSize = max(1, pageSize)
    scorers = Dynamic(ranked, label: "\(label).scorers", tracer: tracer)
    selectedIndex = Dynamic(
      ranked.isEmpty ? nil : 0, label: "\(label).selectedIndex", tracer: tracer)
    page = Dynamic(1, label: "\(label).page", tracer: tracer)
    markedIndex = Dynamic(nil, label: "\(label).markedIndex", tracer: tracer)
  }

  /// Whether the route that opened the scorers named the selected row: line mode then marks
  /// it, as the key-driven app that selected it did, until a player is opened.
  package internal(set) var routeNamedSelectedRow = false

  /// The player on row `rowNumber`, counted from 1; `nil` outside the rows, `Int.min` included.
  package func player(atRow rowNumber: Int) -> Player? {
    // Compared before subtracting: `rowNumber - 1` would overflow for `Int.min`.
    guard rowNumber >= 1, rowNumber <= scorers.value.count else { return nil }
    return scorers.value[rowNumber - 1]
  }

  /// The player on the selected row, if any.
  package var selectedPlayer: Player? {
    selectedIndex.value.flatMap { scorers.value.indices.contains($0) ? scorers.value[$0] : nil }
  }

  /// How many pages the scorers fill (1 when there is none).
  package var pageCount: Int { Self.pageCount(of: scorers.value.count, pageSize: pageSize) }

  /// How many pages of `pageSize` rows `count` rows fill (1 when there is none).
  nonisolated static func pageCount(of count: Int, pageSize: Int) -> Int {
    count == 0 ? 1 : (count - 1) / max(1, pageSize) + 1
  }

  /// The indices in ``scorers`` of the rows on the page shown.
  package var pageRange: Range<Int> {
    // `page` never exceeds ``pageCount``, so the product stays within the rows.
    let start = (page.value - 1) * pageSize
    return start..<(start + min(pageSize, scorers.value.count - start))
  }

  /// Moves the selection `offset` rows down (up when negative), stopping at either end; the
  /// page follows it.
  package func moveSelection(by offset: Int) {
    guard !scorers.value.isEmpty else { return }
    let current = selectedIndex.value ?? 0
    // Saturating: a huge offset stops at the end instead of trapping.
    let (target, overflow) = current.addingReportingOverflow(offset)
    let clamped = overflow ? (offset < 0 ? 0 : scorers.value.count - 1) : target
    select(min(max(0, clamped), scorers.value.count - 1))
  }

  /// Shows page `number` and selects its first row. Returns `false`, changing nothing, when
  /// there is no such page.
  @discardableResult
  package func showPage(number: Int) -> Bool {
    guard number >= 1, number <= pageCount else { return false }
    if page.value != number { page.value = number }
    if !scorers.value.isEmpty { select((number - 1) * pageSize) }
    return true
  }

  /// Selects and marks the row at `index` (clamped to the rows), showing its page: a route
  /// named it, or the user opened its player.
  package func mark(row index: Int) {
    guard !scorers.value.isEmpty else { return }
    let row = min(max(0, index), scorers.value.count - 1)
    select(row)
    if markedIndex.value != row { markedIndex.value = row }
  }

  /// Shows `rows` rows a page (at least 1), for a host that sizes pages to its room; the page
  /// shown is the one holding the selected row, so the selection stays on screen.
  package func resizePage(to rows: Int) {
    let size = max(1, rows)
    guard size != pageSize else { return }
    pageSize = size
    let number = (selectedIndex.value ?? 0) / size + 1
    if page.value != number { page.value = number }
  }

  private func select(_ index: Int) {
    if selectedIndex.value != index { selectedIndex.value = index }
    let number = index / pageSize + 1
    if page.value != number { page.value = number }
  }

  /// `players` by goals, descending; ties by name, ignoring case and accents, then in the
  /// feed's order: the players themselves, read in that order, not a copy of them.
  static func ranked(_ players: [Player]) -> RankedPlayers {
    let keys = players.map(\.name.foldedForComparison)
    let order = players.indices.sorted { left, right in
      if players[left].goals != players[right].goals {
        return players[left].goals > players[right].goals
      }
      // Names that fold alike keep the feed's order (`sorted` is stable).
      return keys[left] < keys[right]
    }
    return RankedPlayers(players: players, order: order)
  }
}
