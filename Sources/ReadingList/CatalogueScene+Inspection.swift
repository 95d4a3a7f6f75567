import MVVMC
import TerminalUI

extension CatalogueScene: InspectableScene {
  /// The boxes the inspector shows while the picker is on top: the two this scene binds,
  /// and the outcome its coordinator binds.
  package var inspectedBoxes: [InspectedBox] {
    [
      InspectedBox("matches", viewModel.matches), InspectedBox("viewport", viewModel.viewport),
      InspectedBox("outcome", viewModel.outcome),
    ]
  }
}
