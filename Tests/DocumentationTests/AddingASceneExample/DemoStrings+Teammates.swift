@testable import PSGDemo

/// The teammates' words, in English and French.
extension DemoStrings {
  func teammatesTitle(of name: String) -> String {
    french ? "Coéquipiers de \(name)" : "\(name)’s teammates"
  }
  var noTeammates: String {
    french ? "Personne d’autre ne joue à ce poste." : "Nobody else plays in this position."
  }
  var teammatesAction: String { french ? "Coéquipiers" : "Teammates" }
  var teammatesKeyAction: String { french ? "coéquipiers" : "teammates" }
  var teammatesSummary: String {
    french
      ? "sur la page d’un joueur : les joueurs du même poste"
      : "on a player's page: the players of the same position"
  }
  var teammatesForm: String {
    french ? "les joueurs du poste de la page" : "the players of the page's position"
  }
}
