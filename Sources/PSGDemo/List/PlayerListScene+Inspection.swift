import MVVMC
import TerminalUI

extension PlayerListScene: InspectableScene {
  /// The list's boxes, the typed search first: what a key, a search or a load changes. The
  /// search text shows the chain that feeds it from the typed query.
  package var inspectedBoxes: [InspectedBox] {
    let searchText =
      viewModel.settledSearchQuery.map {
        InspectedBox("searchText", viewModel.searchText, fedBy: $0)
      }
      ?? InspectedBox("searchText", viewModel.searchText)
    return [
      InspectedBox("searchQuery", viewModel.searchQuery),
      searchText,
      InspectedBox("filter", viewModel.filter),
      InspectedBox("state", viewModel.state),
      InspectedBox("matches", viewModel.matches),
      InspectedBox("page", viewModel.page),
      InspectedBox("selectedIndex", viewModel.selectedIndex),
      InspectedBox("selectedPlayer", viewModel.selectedPlayer),
    ]
  }
}
