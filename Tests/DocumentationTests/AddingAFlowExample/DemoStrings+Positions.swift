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
  /// A route's `position/NAME` with a name no position has.
  let unknownPosition: @Sendable (_ name: String) -> String
  /// A route's `positions?row=R` past the last position.
  let noPositionRow: @Sendable (_ row: Int) -> String
  /// A player's page below a position the player does not play in.
  let notInPosition: @Sendable (_ player: String, Line) -> String
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
    unknownPosition: { "no position is called “\($0)”" },
    noPositionRow: { "there is no row \($0) among the 4 positions" },
    notInPosition: { player, line in
      "\(player) is not among the \(PositionsWords.english.lineTitle(line).lowercased())"
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
    unknownPosition: { "aucun poste ne s’appelle « \($0) »" },
    noPositionRow: { "il n’y a pas de ligne \($0) parmi les 4 postes" },
    notInPosition: { player, line in
      "\(player) n’est pas parmi les \(PositionsWords.french.lineTitle(line).lowercased())"
    },
    command: "postes")

  func mapped(_ word: @escaping @Sendable (String) -> String) -> Self {
    PositionsWords(
      title: word(title), lineTitle: { word(self.lineTitle($0)) },
      playerCountColumn: word(playerCountColumn), nobodyInPosition: word(nobodyInPosition),
      action: word(action), keyAction: word(keyAction), summary: word(summary),
      openRowAction: word(openRowAction), openRowKeyAction: word(openRowKeyAction),
      form: word(form), rowForm: word(rowForm), positionForm: word(positionForm),
      unknownPosition: { word(self.unknownPosition($0)) },
      noPositionRow: { word(self.noPositionRow($0)) },
      notInPosition: { word(self.notInPosition($0, $1)) }, command: word(command))
  }
}

extension DemoStrings {
  /// The positions' words in this language.
  var positions: PositionsWords { words() }
}
