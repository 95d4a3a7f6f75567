import MVVMC

extension FilterScene: InspectableScene {
  /// The picker's boxes: the list's filter it shares, the highlighted option, and the two its
  /// coordinator waits on.
  var inspectedBoxes: [InspectedBox] {
    [
      InspectedBox("currentFilter", viewModel.currentFilter),
      InspectedBox("highlightedIndex", viewModel.highlightedIndex),
      InspectedBox("chosenFilter", viewModel.chosenFilter),
      InspectedBox("isCancelled", viewModel.isCancelled),
    ]
  }
}
