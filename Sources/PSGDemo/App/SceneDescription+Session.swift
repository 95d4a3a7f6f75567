extension SceneDescription {
  /// The commands every scene takes: `inspect`, `help` and `quit`, which ``DemoSession`` handles, and
  /// `back`, which each scene hands to the coordinator that owns it.
  package static let session = SceneDescription(commands: [
    CommandDescription(
      .back, words: ["back"], usage: "back",
      summary: "leave the current screen (cancels the filter picker)"),
    CommandDescription(
      .inspect, words: ["inspect"], usage: "inspect",
      summary: "show the coordinators, the stack, the boxes and the latest events"),
    CommandDescription(
      .help, words: ["help", "?"], usage: "help",
      summary: "list the commands of the current screen"),
    CommandDescription(.quit, words: ["quit", "exit"], usage: "quit", summary: "leave"),
  ])
}
