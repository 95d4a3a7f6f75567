import MVVMC

extension DemoStrings {
  /// The top scorers' words: their title, columns, actions and `--help` lines.
  ///
  /// The root value of each language gathers them (`topScorers: .french`); adding a flow adds
  /// its own words like these, and one line to each language's value.
  struct TopScorers: Sendable {
    let title: String
    let goalsColumn: String
    let action: String
    let keyAction: String
    let openRowAction: String
    let summary: String
    let form: String
    let pageForm: String
    let visitedForm: String
    /// The words of the flow's English command words in this language, gathered into
    /// ``DemoStrings/commandWords``.
    let commandWords: [String: [String]]

    static let english = TopScorers(
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
      commandWords: ["scorers": ["scorers"]])

    static let french = TopScorers(
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
      commandWords: ["scorers": ["buteurs"]])
  }
}

extension DemoStrings.TopScorers {
  /// These words with `word` applied to each: see ``DemoStrings/mapped(language:_:)``.
  func mapped(_ word: @escaping @Sendable (String) -> String) -> Self {
    Self(
      title: word(self.title),
      goalsColumn: word(self.goalsColumn),
      action: word(self.action),
      keyAction: word(self.keyAction),
      openRowAction: word(self.openRowAction),
      summary: word(self.summary),
      form: word(self.form),
      pageForm: word(self.pageForm),
      visitedForm: word(self.visitedForm),
      commandWords: self.commandWords.mapValues { $0.map(word) })
  }
}
