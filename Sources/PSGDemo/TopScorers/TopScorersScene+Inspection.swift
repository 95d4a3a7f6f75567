import MVVMC
import TerminalUI

extension TopScorersScene: InspectableScene {
  /// The ranking, the selected row and the page holding it.
  package var inspectedBoxes: [InspectedBox] {
    [
      InspectedBox("scorers", viewModel.scorers),
      InspectedBox("selectedIndex", viewModel.selectedIndex),
      InspectedBox("page", viewModel.page),
      InspectedBox("markedIndex", viewModel.markedIndex),
    ]
  }
}
