import MVVMC

extension PlayerDetailScene {
  /// The page's one box: the player it shows.
  var inspectedBoxes: [InspectedBox] {
    [InspectedBox("player", viewModel.player)]
  }
}
