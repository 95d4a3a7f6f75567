import MVVMC

/// The search: typed key by key into ``PlayerListViewModel/searchQuery`` and applied, once the
/// typing stops, as ``PlayerListViewModel/searchText``; or applied at once by a command.
extension PlayerListViewModel {
  /// 100 ms: long enough to fold a burst of keys (a held Backspace repeats every 30 to 50 ms)
  /// into one search, short enough to read as instant. Searching 35 players costs microseconds,
  /// so this delay is all the latency the list shows; the typed text itself never waits.
  package nonisolated static let defaultSearchDelay = Duration.milliseconds(100)

  // The original app's `$searchQuery.removeDuplicates().debounce(for:)`, with injected time.
  func bindLiveSearch(scheduler: some DelayScheduler) -> Dynamic<String> {
    let settled = searchQuery.removingDuplicates().debounced(for: searchDelay, scheduler: scheduler)
    settled.bind(self) { viewModel, text in viewModel.search(text) }
    return settled
  }

  /// Searches names, ignoring case and accents: `mbappe` finds `Kylian MBAPPÉ`.
  ///
  /// A query that extends the previous one (`mb`, then `mba`) searches only the previous
  /// matches.
  ///
  /// - Complexity: O(*n*) in the total length of the names, a byte search over names folded
  ///   once per load.
  package func search(_ text: String) {
    let trimmed = text.trimmingSpaces
    // The typed query follows, so a later edit starts from the search shown, and the search
    // it settles into changes nothing.
    if searchQuery.value.trimmingSpaces != trimmed {
      searchQuery.value = trimmed
    }
    guard trimmed != searchText.value else { return }
    searchText.value = trimmed
    recompute()
  }

  /// The search field's text changed: ``searchQuery`` shows it now, and the search applies once
  /// the text has stayed the same for ``searchDelay``, so a burst of keys searches once.
  ///
  /// ```swift
  /// let viewModel = PlayerListViewModel(pageSize: 50, scheduler: scheduler) { Squad.paris2021 }
  /// viewModel.editSearch("m"); viewModel.editSearch("mb"); viewModel.editSearch("mba")
  /// scheduler.advance(by: viewModel.searchDelay)  // one search, for "mba"
  /// ```
  func editSearch(_ text: String) {
    searchQuery.value = text
  }

  /// Clears the search and keeps the filter.
  func clearSearch() {
    search("")
  }
}
