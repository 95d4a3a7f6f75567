import PlayerFeed
import Rendering

@testable import PSGDemo

/// The positions' words, one value a language.
struct PositionsWords: FlowWords {
  let title: String
  /// The players of a line, as a row and a title name them.
  let lineTitle: @Sendable (Line) -> String
  let playerCountColumn: String
  let nobodyInPosition: String
  let action: String
  let keyAction: String
  let summary: String
  let openRowAction: String
  let openRowKeyAction: String
  let form: String
  let rowForm: String
  let positionForm: String
  /// What the positions find wrong with a route.
  let problem: @Sendable (PositionsRouteProblem) -> String
  /// The flow's command word, its action's name in this language.
  let command: String

  static let english: PositionsWords = PositionsWords(
    title: "Squad by position",
    lineTitle: { line in
      switch line {
      case .goalkeeper: "Goalkeepers"
      case .defender: "Defenders"
      case .midfielder: "Midfielders"
      case .forward: "Forwards"
      }
    },
    playerCountColumn: "Players",
    nobodyInPosition: "Nobody plays in this position.",
    action: "Show the squad by position",
    keyAction: "Positions",
    summary: "show the four positions, with their count of players",
    openRowAction: "Open row N",
    openRowKeyAction: "Open",
    form: "the four positions",
    rowForm: "the four positions, row R selected",
    positionForm: "the players of position NAME (goalkeepers, defenders, midfielders, forwards)",
    problem: { problem in
      switch problem {
      case .unknownPosition(let name): "no position is called “\(name)”"
      case .noPositionRow(let row): "there is no row \(row) among the 4 positions"
      case .notInPosition(let player, let line):
        "\(player) is not among the \(PositionsWords.english.lineTitle(line).lowercased())"
      }
    },
    command: "positions")

  static let french: PositionsWords = PositionsWords(
    title: "Effectif par poste",
    lineTitle: { line in
      switch line {
      case .goalkeeper: "Gardiens de but"
      case .defender: "Défenseurs"
      case .midfielder: "Milieux"
      case .forward: "Attaquants"
      }
    },
    playerCountColumn: "Joueurs",
    nobodyInPosition: "Personne ne joue à ce poste.",
    action: "Voir l’effectif par poste",
    keyAction: "Postes",
    summary: "voir les quatre postes, avec leur nombre de joueurs",
    openRowAction: "Ouvrir la ligne N",
    openRowKeyAction: "Ouvrir",
    form: "les quatre postes",
    rowForm: "les quatre postes, la ligne R choisie",
    positionForm: "les joueurs du poste NOM (goalkeepers, defenders, midfielders, forwards)",
    problem: { problem in
      switch problem {
      case .unknownPosition(let name): "aucun poste ne s’appelle « \(name) »"
      case .noPositionRow(let row): "il n’y a pas de ligne \(row) parmi les 4 postes"
      case .notInPosition(let player, let line):
        "\(player) n’est pas parmi les \(PositionsWords.french.lineTitle(line).lowercased())"
      }
    },
    command: "postes")

  func mapped(_ word: @escaping @Sendable (String) -> String) -> Self {
    PositionsWords(
      title: word(title), lineTitle: { word(self.lineTitle($0)) },
      playerCountColumn: word(playerCountColumn), nobodyInPosition: word(nobodyInPosition),
      action: word(action), keyAction: word(keyAction), summary: word(summary),
      openRowAction: word(openRowAction), openRowKeyAction: word(openRowKeyAction),
      form: word(form), rowForm: word(rowForm), positionForm: word(positionForm),
      problem: { word(self.problem($0)) }, command: word(command))
  }
}

extension DemoStrings {
  /// The positions' words in this language.
  var positions: PositionsWords { words() }
}
