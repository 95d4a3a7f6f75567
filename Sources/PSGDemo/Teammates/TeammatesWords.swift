/// The teammates' words, one value a language.
struct TeammatesWords {
  let title: @Sendable (_ name: String) -> String
  let noTeammates: String
  let action: String
  let keyAction: String
  let summary: String
  let form: String
  /// The flow's command word (its action's name, ``MVVMC/Action/Name/translatedWord``).
  let command: String

  static let english = TeammatesWords(
    title: { "\($0)’s teammates" },
    noTeammates: "Nobody else plays in this position.",
    action: "Teammates",
    keyAction: "Teammates",
    summary: "on a player's page: the players of the same position",
    form: "the players of the page's position",
    command: "teammates")

  static let french = TeammatesWords(
    title: { "Coéquipiers de \($0)" },
    noTeammates: "Personne d’autre ne joue à ce poste.",
    action: "Coéquipiers",
    keyAction: "Coéquipiers",
    summary: "sur la page d’un joueur : les joueurs du même poste",
    form: "les joueurs du poste de la page",
    command: "coéquipiers")
}

extension DemoStrings {
  /// The teammates' words in this language.
  var teammates: FlowWords<TeammatesWords> {
    FlowWords(self, english: TeammatesWords.english, french: TeammatesWords.french)
  }
}
