import PlayerFeed

/// The selected row (``PlayerListViewModel/selectedIndex``), which `Enter` opens in the
/// full-screen app, and the player last opened (``PlayerListViewModel/selectedPlayer``); the
/// page follows the selection.
extension PlayerListViewModel {
  /// The player on the selected row, if any.
  var selectedMatch: Player? {
    selectedIndex.value.flatMap { matches.value.indices.contains($0) ? matches.value[$0] : nil }
  }

  /// Marks `player` as the one last opened, selects its row, and shows the page it is on.
  func select(_ player: Player) {
    selectedPlayer.value = player
    if let index = index(of: player) {
      if selectedIndex.value != index { selectedIndex.value = index }
      showPage(containing: index)
    }
  }

  /// Selects the row at `index` in ``matches`` (clamped to the list), and shows its page.
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

  /// Selects the first row (Home).
  func selectFirstRow() {
    selectRow(at: 0)
  }

  /// Selects the last row (End).
  func selectLastRow() {
    selectRow(at: matches.value.count - 1)
  }

  /// The matches changed: the page goes back to the first one, so the selection does too.
  func selectionDidFollow(_ matches: PlayerMatches) {
    let first: Int? = matches.isEmpty ? nil : 0
    if selectedIndex.value != first { selectedIndex.value = first }
  }

  /// The index of `player` in ``matches``: found through the id index when the matches are
  /// every player in feed order (a deep link's list), else by a scan.
  func index(of player: Player) -> Int? {
    let all = matches.value
    if all.playerPositions == nil, let position = matcher.position(ofID: player.id),
      all.indices.contains(position), all[position] == player
    {
      return position
    }
    return all.firstIndex(of: player)
  }
}
