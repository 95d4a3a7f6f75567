import MVVMC

extension FilterScene {
  /// The picker's boxes: its viewport, shown by the highlighted filter, and the outcome its
  /// coordinator waits on.
  var inspectedBoxes: [InspectedBox] {
    let highlighted = viewModel.highlightedIndex.map {
      "\(viewModel.options[$0].commandName), \($0 + 1) of \(viewModel.options.count)"
    }
    return [
      InspectedBox(
        name: "viewport", value: highlighted ?? "nothing highlighted",
        listeners: viewModel.viewport.listenerCount),
      InspectedBox("outcome", viewModel.outcome),
    ]
  }
}
