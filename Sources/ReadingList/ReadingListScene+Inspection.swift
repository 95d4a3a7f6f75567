import MVVMC
import TerminalUI

extension ReadingListScene: InspectableScene {
  /// The boxes the inspector shows while the list is on top: both are bound by this scene.
  package var inspectedBoxes: [InspectedBox] {
    [InspectedBox("books", viewModel.books), InspectedBox("selected", viewModel.selected)]
  }
}
