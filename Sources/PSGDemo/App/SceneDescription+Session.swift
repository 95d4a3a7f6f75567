extension SceneDescription {
  /// The commands ``DemoSession`` handles for every scene: `back`, `help` and `quit`.
  package static let session = SceneDescription(commands: [
    CommandDescription(
      .back, words: ["back"], usage: "back",
      summary: "leave the current screen (cancels the filter picker)"),
    CommandDescription(
      .help, words: ["help", "?"], usage: "help",
      summary: "list the commands of the current screen"),
    CommandDescription(.quit, words: ["quit", "exit"], usage: "quit", summary: "leave"),
  ])
}
