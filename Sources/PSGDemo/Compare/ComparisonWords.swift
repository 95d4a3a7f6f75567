import MVVMC

/// The comparison's words: its picker, its table and verdicts, its actions and `--help` lines.
///
/// A value a language, in the flow's folder, found by the session's language
/// (`strings.comparison`): adding a flow adds words like these and edits no list of words.
struct ComparisonWords {
  /// The title over the comparison's labels: a table's corner cell is a header too, and a
  /// screen reader announces it with each label.
  let fieldColumn: String
  let action: String
  let keyAction: String
  let pickPlayerAction: String
  let pickerIntro: String
  let summary: String
  let form: String
  let queryForm: String
  let idForm: String
  let title: @Sendable (_ name: String) -> String
  let comparisonTitle: @Sendable (_ left: String, _ right: String) -> String
  /// The verdict lines; `nil` when both players are level.
  let moreGoals: @Sendable (_ name: String?) -> String
  let older: @Sendable (_ name: String?) -> String
  let taller: @Sendable (_ name: String?) -> String
  /// The flow's command word (its action's name, ``MVVMC/Action/Name/translatedWord``).
  let command: String

  static let english = ComparisonWords(
    fieldColumn: "Field",
    action: "Compare with another player",
    keyAction: "Compare",
    pickPlayerAction: "Choose the player on row N",
    pickerIntro: "Choose the player to compare with.",
    summary: "on a player's page: compare with another player (with ID, that one)",
    form: "the players to compare the page's player with",
    queryForm: "those whose name contains TEXT, row R highlighted",
    idForm: "the page's player and player ID side by side",
    title: { "Compare \($0) with…" },
    comparisonTitle: { "\($0) and \($1)" },
    moreGoals: { $0.map { "More goals: \($0)" } ?? "As many goals." },
    older: { $0.map { "Older: \($0)" } ?? "Born the same day." },
    taller: { $0.map { "Taller: \($0)" } ?? "As tall." },
    command: "compare")

  static let french = ComparisonWords(
    fieldColumn: "Champ",
    action: "Comparer avec un autre joueur",
    keyAction: "Comparer",
    pickPlayerAction: "Choisir le joueur de la ligne N",
    pickerIntro: "Choisissez le joueur à comparer.",
    summary: "sur la page d’un joueur : le comparer avec un autre (avec ID, celui-là)",
    form: "les joueurs avec qui comparer le joueur de la page",
    queryForm: "ceux dont le nom contient TEXTE, la ligne R surlignée",
    idForm: "le joueur de la page et le joueur ID côte à côte",
    title: { "Comparer \($0) avec…" },
    comparisonTitle: { "\($0) et \($1)" },
    moreGoals: { $0.map { "Plus de buts : \($0)" } ?? "Autant de buts." },
    older: { $0.map { "Plus âgé : \($0)" } ?? "Nés le même jour." },
    taller: { $0.map { "Plus grand : \($0)" } ?? "Même taille." },
    command: "comparer")
}

extension DemoStrings {
  /// The comparison's words in this language.
  var comparison: FlowWords<ComparisonWords> {
    FlowWords(self, english: ComparisonWords.english, french: ComparisonWords.french)
  }
}
