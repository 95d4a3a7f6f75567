import MVVMC

extension PlayerListScene {
  /// The list's boxes, the typed search first: what a key, a search or a load changes.
  package var inspectedBoxes: [InspectedBox] {
    [
      InspectedBox("searchQuery", viewModel.searchQuery),
      InspectedBox("searchText", viewModel.searchText),
      InspectedBox("filter", viewModel.filter),
      InspectedBox("state", viewModel.state),
      InspectedBox("matches", viewModel.matches),
      InspectedBox("page", viewModel.page),
      InspectedBox("selectedIndex", viewModel.selectedIndex),
      InspectedBox("selectedPlayer", viewModel.selectedPlayer),
    ]
  }
}
