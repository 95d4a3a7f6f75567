extension SceneDescription {
  /// The filter picker: its route (``FilterPickerRoute``) and the line it reads as a choice
  /// (``Command/choose(_:)``); `filter NAME`, the list's command, chooses too.
  package static let filterPicker = SceneDescription(
    routes: [FilterPickerRoute.self],
    commands: [
      CommandDescription(
        .choose, words: [], argument: .text, usage: "1-\(PlayerFilter.allCases.count) or NAME",
        summary: "in the filter picker: choose a filter")
    ])
}
