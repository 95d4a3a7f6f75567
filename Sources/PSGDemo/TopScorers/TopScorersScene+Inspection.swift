import MVVMC

extension TopScorersScene: InspectableScene {
  /// The ranking, the selected row and the page holding it.
  public var inspectedBoxes: [InspectedBox] {
    [
      InspectedBox("scorers", viewModel.scorers),
      InspectedBox("selectedIndex", viewModel.selectedIndex),
      InspectedBox("page", viewModel.page),
    ]
  }
}
