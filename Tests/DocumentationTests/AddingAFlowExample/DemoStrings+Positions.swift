import PlayerFeed

@testable import PSGDemo

/// The positions' words, in English and French.
extension DemoStrings {
  var positionsTitle: String { french ? "Effectif par poste" : "Squad by position" }

  /// The players of `line`, as a row and a title name them.
  func title(of line: Line) -> String {
    switch line {
    case .goalkeeper: french ? "Gardiens de but" : "Goalkeepers"
    case .defender: french ? "Défenseurs" : "Defenders"
    case .midfielder: french ? "Milieux" : "Midfielders"
    case .forward: french ? "Attaquants" : "Forwards"
    }
  }

  var playerCountColumn: String { french ? "Joueurs" : "Players" }
  var nobodyInPosition: String {
    french ? "Personne ne joue à ce poste." : "Nobody plays in this position."
  }
  var positionsAction: String {
    french ? "Voir l’effectif par poste" : "Show the squad by position"
  }
  var positionsKeyAction: String { french ? "Postes" : "Positions" }
  var positionsSummary: String {
    french
      ? "voir les quatre postes, avec leur nombre de joueurs"
      : "show the four positions, with their count of players"
  }
  var openPositionsRowAction: String { french ? "Ouvrir la ligne N" : "Open row N" }
  var openPositionsRowKeyAction: String { french ? "Ouvrir" : "Open" }
  var positionsForm: String { french ? "les quatre postes" : "the four positions" }
  var positionsRowForm: String {
    french ? "les quatre postes, la ligne R choisie" : "the four positions, row R selected"
  }
  var positionForm: String {
    french
      ? "les joueurs du poste NOM (goalkeepers, defenders, midfielders, forwards)"
      : "the players of position NAME (goalkeepers, defenders, midfielders, forwards)"
  }

  /// What the positions find wrong with a route, in the session's language.
  func describe(_ problem: PositionsRouteProblem) -> String {
    switch problem {
    case .unknownPosition(let name):
      french ? "aucun poste ne s’appelle « \(name) »" : "no position is called “\(name)”"
    case .noPositionRow(let row):
      french
        ? "il n’y a pas de ligne \(row) parmi les 4 postes"
        : "there is no row \(row) among the 4 positions"
    case .notInPosition(let player, let line):
      french
        ? "\(player) n’est pas parmi les \(title(of: line).lowercased())"
        : "\(player) is not among the \(title(of: line).lowercased())"
    }
  }
}
