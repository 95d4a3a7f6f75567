import MVVMC

/// The top scorers' words: their title, columns, actions and `--help` lines.
///
/// A value a language, in the flow's folder, found by the session's language
/// (`strings.topScorers`): adding a flow adds words like these and edits no list of words.
struct TopScorersWords {
  let title: String
  let goalsColumn: String
  let action: String
  let keyAction: String
  let openRowAction: String
  let summary: String
  let form: String
  let pageForm: String
  let visitedForm: String
  /// The flow's command word (its action's name, ``MVVMC/Action/Name/translatedWord``).
  let command: String

  static let english = TopScorersWords(
    title: "Top scorers",
    goalsColumn: "Goals",
    action: "Show the top scorers",
    keyAction: "Scorers",
    openRowAction: "Show the player on row N",
    summary: "show the players by goals",
    form: "the players by goals",
    pageForm: "page N of the players by goals, or row R selected on its page",
    visitedForm:
      "the players by goals on the page marking the player last opened, whose feed id is ID",
    command: "scorers")

  static let french = TopScorersWords(
    title: "Meilleurs buteurs",
    goalsColumn: "Buts",
    action: "Voir les meilleurs buteurs",
    keyAction: "Buteurs",
    openRowAction: "Voir le joueur de la ligne N",
    summary: "voir les joueurs par nombre de buts",
    form: "les joueurs par nombre de buts",
    pageForm: "la page N des joueurs par nombre de buts, ou la ligne R choisie sur sa page",
    visitedForm:
      "les joueurs par nombre de buts à la page qui marque le dernier joueur ouvert, dont l’id "
      + "dans le flux est ID",
    command: "buteurs")
}

extension DemoStrings {
  /// The top scorers' words in this language.
  var topScorers: FlowWords<TopScorersWords> {
    FlowWords(self, english: TopScorersWords.english, french: TopScorersWords.french)
  }
}
