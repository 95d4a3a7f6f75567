/// The window of ``PlayerListViewModel/matches`` shown as ``PlayerListViewModel/page``: pages of
/// ``PlayerListViewModel/pageSize`` rows from the first match. Only these methods move it.
extension PlayerListViewModel {
  /// Shows the next page. Returns `false` on the last page.
  @discardableResult
  func showNextPage() -> Bool {
    guard pageStart + pageSize < matches.value.count else { return false }
    pageStart += pageSize
    publishPage()
    selectionFollowsPage()
    return true
  }

  /// Shows the previous page. Returns `false` on the first page.
  @discardableResult
  func showPreviousPage() -> Bool {
    guard pageStart > 0 else { return false }
    pageStart = max(0, pageStart - pageSize)
    publishPage()
    selectionFollowsPage()
    return true
  }

  /// Shows page `number` (counted from 1, ``pageSize`` rows each) of the matches. Returns
  /// `false`, showing nothing new, when the matches have no such page; page 1 always exists,
  /// even for no match.
  @discardableResult
  func showPage(number: Int) -> Bool {
    // Checked first, so `(number - 1) * pageSize` stays within the matches and cannot overflow.
    guard number >= 1, number <= pageCount else { return false }
    let start = (number - 1) * pageSize
    if start != pageStart || page.value.number != number {
      pageStart = start
      publishPage()
    }
    selectionFollowsPage()
    return true
  }

  /// Moves the selection to the page's first row when the page shown no longer holds it, so
  /// the row `Enter` opens is always one on screen, and a route names the selection with the
  /// page.
  private func selectionFollowsPage() {
    // `count - pageStart` first: `pageStart + pageSize` may overflow for a huge page.
    let rows = pageStart..<pageStart + min(pageSize, max(0, matches.value.count - pageStart))
    guard !rows.isEmpty, !(selectedIndex.value.map(rows.contains) ?? false) else { return }
    selectedIndex.value = pageStart
  }

  /// How many pages of ``pageSize`` rows the matches fill (1 when there is no match).
  var pageCount: Int {
    let count = matches.value.count
    return count == 0 ? 1 : (count - 1) / pageSize + 1
  }

  /// Changes how many rows a page shows (for a terminal that was resized); the page shown is the
  /// one holding the selected row.
  package func resizePage(to newSize: Int) {
    let size = max(1, newSize)
    guard size != pageSize else { return }
    pageSize = size
    pageStart = (selectedIndex.value ?? pageStart) / size * size
    publishPage()
  }

  /// Shows the page holding the row at `index` in ``matches``, unless it is shown.
  func showPage(containing index: Int) {
    let start = index / pageSize * pageSize
    guard start != pageStart else { return }
    pageStart = start
    publishPage()
  }

  /// Shows the first page of matches that just changed.
  func showFirstPage() {
    pageStart = 0
    publishPage()
  }

  private func publishPage() {
    // Only the page's rows are copied, however many players match.
    let all = matches.value
    let end = min(all.count, pageStart + pageSize)
    page.value = PlayerPage(
      players: Array(all[min(pageStart, end)..<end]),
      firstRowNumber: pageStart + 1,
      totalCount: all.count,
      number: pageStart / pageSize + 1)
  }
}
