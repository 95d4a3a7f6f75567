import Rendering

@testable import PSGDemo

/// The teammates' words, one value a language.
struct TeammatesWords: FlowWords {
  let title: @Sendable (_ name: String) -> String
  let noTeammates: String
  let action: String
  let keyAction: String
  let summary: String
  let form: String

  static let english = TeammatesWords(
    title: { "\($0)’s teammates" },
    noTeammates: "Nobody else plays in this position.",
    action: "Teammates",
    keyAction: "teammates",
    summary: "on a player's page: the players of the same position",
    form: "the players of the page's position")

  static let translations = [
    Language.french: TeammatesWords(
      title: { "Coéquipiers de \($0)" },
      noTeammates: "Personne d’autre ne joue à ce poste.",
      action: "Coéquipiers",
      keyAction: "coéquipiers",
      summary: "sur la page d’un joueur : les joueurs du même poste",
      form: "les joueurs du poste de la page")
  ]
}

extension DemoStrings {
  /// The teammates' words in this language.
  var teammates: TeammatesWords { words() }
}
