import MVVMC

extension TopScorersScene: InspectableScene {
  /// The ranking and the selected row.
  public var inspectedBoxes: [InspectedBox] {
    [
      InspectedBox("scorers", viewModel.scorers),
      InspectedBox("selectedIndex", viewModel.selectedIndex),
    ]
  }
}
