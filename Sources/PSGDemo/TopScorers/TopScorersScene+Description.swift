extension Command.Name {
  /// `scorers`: show the top scorers.
  public static let scorers = Command.Name("scorers")
}

extension SceneDescription {
  /// The top scorers: their route (``TopScorersRoute``) and the `scorers` command, which the
  /// session reads on the list by opening that route; `open N` is the list's word, read here
  /// too.
  package static let topScorers = SceneDescription(
    routes: [TopScorersRoute.self],
    commands: [
      CommandDescription(
        .scorers, words: ["scorers"], usage: "scorers", summary: "show the players by goals",
        opens: .scorers, label: \.scorersAction)
    ])
}
