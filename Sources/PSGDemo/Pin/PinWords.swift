/// The pin flow's words: the question, the answers, the list's mark and `--help` lines.
struct PinWords {
  let pinQuestion: @Sendable (_ name: String) -> String
  let unpinQuestion: @Sendable (_ name: String) -> String
  /// What a pinned row's name is marked with in the list.
  let pinnedMark: String
  let action: String
  let keyAction: String
  let summary: String
  let yesAction: String
  let noAction: String
  let form: String
  let pinnedForm: String
  /// The command words of the flow's actions (``MVVMC/Action/Name/translatedWord``).
  let command: String
  let yesCommand: String
  let noCommand: String

  static let english = PinWords(
    pinQuestion: { "Pin \($0) to the top?" },
    unpinQuestion: { "Unpin \($0)?" },
    pinnedMark: "[pinned]",
    action: "Pin or unpin the player on row N",
    keyAction: "Pin",
    summary: "pin the player on row N (the selected one) to the top, or unpin them",
    yesAction: "Yes",
    noAction: "No",
    form: "the question that pins or unpins the player whose feed id is ID",
    pinnedForm: "the list with the players whose feed ids are ID, ID pinned to the top",
    command: "pin", yesCommand: "yes", noCommand: "no")

  static let french = PinWords(
    pinQuestion: { "Épingler \($0) en tête ?" },
    unpinQuestion: { "Désépingler \($0) ?" },
    pinnedMark: "[épinglé]",
    action: "Épingler ou désépingler le joueur de la ligne N",
    keyAction: "Épingler",
    summary: "épingler en tête le joueur de la ligne N (celui choisi), ou le désépingler",
    yesAction: "Oui",
    noAction: "Non",
    form: "la question qui épingle ou désépingle le joueur dont l’id dans le flux est ID",
    pinnedForm: "la liste avec en tête les joueurs épinglés dont les id dans le flux sont ID, ID",
    command: "épingler", yesCommand: "oui", noCommand: "non")
}

extension DemoStrings {
  /// The pin flow's words in this language.
  var pin: FlowWords<PinWords> {
    FlowWords(self, english: PinWords.english, french: PinWords.french)
  }
}
