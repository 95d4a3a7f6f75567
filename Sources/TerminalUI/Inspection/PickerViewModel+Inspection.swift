import MVVMC

extension PickerViewModel {
  /// The picker's boxes, as every scene built on it shows them in the inspector: the query,
  /// the matches, the window with its highlight, and the outcome its coordinator waits on.
  ///
  /// ```swift
  /// let picker = PickerViewModel(options: ["MESSI", "NEYMAR"]) { $0 }
  /// picker.inspectedBoxes.map(\.name)  // ["query", "matches", "viewport", "outcome"]
  /// ```
  public var inspectedBoxes: [InspectedBox] {
    [
      InspectedBox("query", query),
      InspectedBox("matches", matches),
      InspectedBox("viewport", viewport),
      InspectedBox("outcome", outcome),
    ]
  }
}
