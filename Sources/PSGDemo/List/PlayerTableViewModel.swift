import MVVMC
import PlayerFeed

/// A paged, selectable, marked table of players: what the list and the top scorers share.
///
/// It holds the rows (``matches``), the page shown of them (``page``, ``pageSize`` rows from
/// the first, so adding a row at the end renames no page), the selected row, which `Enter`
/// opens, and the player last opened, which line mode marks. The page follows the selection,
/// and the selection follows the page. Only these methods move them.
///
/// ```swift
/// let viewModel = TopScorersViewModel(players: Squad.paris2021, pageSize: 10)
/// viewModel.moveSelection(by: 12)
/// viewModel.page.value.number           // 2: the page that holds row 13
/// viewModel.showNextPage()              // page 3, its first row selected
/// ```
@MainActor
package class PlayerTableViewModel {
  /// The rows: a view of the loaded players, not a copy of them.
  package let matches: Dynamic<PlayerMatches>
  /// The rows shown now: a window of ``matches``.
  package let page: Dynamic<PlayerPage>
  /// The index in ``matches`` of the selected row, which `Enter` opens: `nil` only when there is
  /// no row; the first row again whenever the rows change, as the page does.
  package let selectedIndex: Dynamic<Int?>
  /// The player last opened, marked when the user comes back. Compared by value, not by `id`:
  /// a feed may repeat an id.
  package let selectedPlayer: Dynamic<Player?>

  /// Whether the route that opened the table named the selected row: line mode then marks it,
  /// as the key-driven app that selected it did, until a scene opens over it.
  package internal(set) var routeNamedSelectedRow = false

  /// How many rows a page shows (at least 1); ``resizePage(to:)`` changes it.
  package internal(set) var pageSize: Int
  /// Where the page shown starts in ``matches``; only the paging methods set it.
  var pageStart = 0

  /// A table of `rows`, on its first page, its first row selected; its boxes are traced as
  /// the view model's type and the box's name: `TopScorersViewModel.page`.
  init(_ rows: PlayerMatches, pageSize: Int, tracer: BindingTracer? = nil) {
    let label = "\(Self.self)"
    self.pageSize = max(1, pageSize)
    matches = Dynamic(rows, label: "\(label).matches", tracer: tracer)
    page = Dynamic(PlayerPage(), label: "\(label).page", tracer: tracer)
    selectedIndex = Dynamic(
      rows.isEmpty ? nil : 0, label: "\(label).selectedIndex", tracer: tracer)
    selectedPlayer = Dynamic(nil, label: "\(label).selectedPlayer", tracer: tracer)
    if !rows.isEmpty { publishPage() }
    // New rows (a search, a filter, a load) show their first page, its first row selected.
    matches.bind(self) { viewModel, rows in
      let first: Int? = rows.isEmpty ? nil : 0
      if viewModel.selectedIndex.value != first { viewModel.selectedIndex.value = first }
      viewModel.pageStart = 0
      viewModel.publishPage()
    }
  }

  /// The player on row `rowNumber` (counted from 1 over all ``matches``), if there is one;
  /// `nil` for any number outside the rows, `Int.min` included.
  func player(atRow rowNumber: Int) -> Player? {
    // Compared before subtracting: `rowNumber - 1` would overflow for `Int.min`.
    guard rowNumber >= 1, rowNumber <= matches.value.count else { return nil }
    return matches.value[rowNumber - 1]
  }

  /// The player on the selected row, if any.
  var selectedMatch: Player? {
    selectedIndex.value.flatMap { matches.value.indices.contains($0) ? matches.value[$0] : nil }
  }

  /// The index of `player` in ``matches``, by a scan; the list finds it faster.
  func index(of player: Player) -> Int? {
    matches.value.firstIndex(of: player)
  }

  /// The first player among ``matches`` whose feed id is `id`, by a scan; the list finds the
  /// first in the feed's order, through its index of ids.
  func player(withID id: Int) -> Player? {
    matches.value.first { $0.id == id }
  }

  /// Marks `player` as the one last opened, selects its row, and shows the page it is on.
  func select(_ player: Player) {
    selectedPlayer.value = player
    if let index = index(of: player) { selectRow(at: index) }
  }

  /// Selects the row at `index` in ``matches`` (clamped to the rows), and shows its page.
  func selectRow(at index: Int) {
    let count = matches.value.count
    guard count > 0 else { return }
    let clamped = min(max(0, index), count - 1)
    if selectedIndex.value != clamped { selectedIndex.value = clamped }
    showPage(containing: clamped)
  }

  /// Moves the selection `offset` rows down (up when negative), stopping at either end; the page
  /// follows. `moveSelection(by: pageSize)` is Page Down.
  func moveSelection(by offset: Int) {
    let current = selectedIndex.value ?? pageStart
    // Saturating: a huge offset from a caller stops at the end instead of trapping.
    let (target, overflow) = current.addingReportingOverflow(offset)
    selectRow(at: overflow ? (offset < 0 ? 0 : Int.max) : target)
  }
}
