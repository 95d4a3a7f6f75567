import MVVMC

/// The command words in each language: each typed action has a word in every language as well
/// as its English one, read in either language, and a French session shows the French words in
/// its help and its lists of actions (`ouvrir N  Voir le joueur de la ligne N`).
///
/// ```swift
/// let strings = DemoStrings(.french)
/// strings.word("open")                   // "ouvrir"
/// strings.usage(of: Action.openRow)      // "ouvrir N"
/// Command(parsing: "ouvrir 7")?.name     // .open
/// ```
extension DemoStrings {
  /// `english`, a command word of the app's own scenes, in the session's language.
  package func word(_ english: String) -> String {
    self.commandWords[english]?.first ?? english
  }

  /// The word of the action `name` in the session's language: the name's own translation
  /// (a flow's, such as `buteurs`), or the app's table's.
  package func word(_ name: Action.Name) -> String {
    name.translatedWord?(language) ?? word(name.word)
  }

  /// The word that types `action` in the session's language, as its usage starts: `ouvrir`
  /// for `open`, `buteurs` for `scorers` in French; `nil` for an action typed without a word.
  package func firstWord(of action: Action) -> String? {
    guard let english = action.words.first else { return nil }
    return english == action.name.word ? word(action.name) : word(english)
  }

  /// How the help and the lists of actions write `action`: `open N`, or `ouvrir N` in French.
  package func usage(of action: Action) -> String {
    var usage = action.usage
    if let english = action.words.first, let translated = firstWord(of: action),
      usage == english || usage.hasPrefix(english + " ")
    {
      usage = translated + usage.dropFirst(english.count)
    }
    return placeholders(in: usage)
  }

  /// How `--help` writes `action` (``MVVMC/Action/helpUsage``): `search TEXT, /TEXT`, or
  /// `chercher TEXTE, /TEXTE` in French; `nil` for an action `--help` does not list.
  package func helpUsage(of action: Action) -> String? {
    guard let usage = action.helpUsage else { return nil }
    let parts = usage.components(separatedBy: ", ").map { part in
      let english = String(part.prefix { $0 != " " })
      let translated = english == action.name.word ? word(action.name) : word(english)
      return translated + part.dropFirst(english.count)
    }
    return placeholders(in: parts.joined(separator: ", "))
      .replacingOccurrences(of: " or ", with: self.or)
  }

  /// A route's form or a command's usage with its placeholders in the session's language:
  /// `player/NUMBER`, or `player/NUMÉRO` in French.
  package func placeholders(in form: String) -> String {
    // A language that keeps the English placeholders has nothing to replace: every screen
    // writes each action's usage through here.
    guard !self.placeholderWords.isEmpty else { return form }
    // Longest first, so that a placeholder inside another is never replaced first.
    return self.placeholderWords.keys.sorted { $0.count > $1.count }.reduce(form) {
      $0.replacingOccurrences(of: $1, with: self.placeholderWords[$1] ?? $1)
    }
  }
}

extension French {
  /// The French words of the app's own English command words; the first is the one shown,
  /// the others (spellings without accents) are read too.
  static let commandWords: [String: [String]] = [
    "search": ["chercher"],
    "clear": ["effacer"],
    "filter": ["filtrer", "filtre"],
    "filters": ["filtres"],
    "open": ["ouvrir"],
    "next": ["suivant", "suivante"],
    "prev": ["précédent", "precedent", "précédente", "precedente"],
    "refresh": ["recharger", "actualiser"],
    "back": ["retour"],
    "help": ["aide"],
    "quit": ["quitter"],
    "exit": ["sortir"],
    "inspect": ["inspecter"],
    "goto": ["aller"],
  ]

  /// `english`, a command word, in French.
  static func word(_ english: String) -> String {
    DemoStrings.french.word(english)
  }

  /// The name a filter is chosen by in French: `aucun`, `gardiens`, `défenseurs`, `milieux`,
  /// `attaquants`, `formés`, `numéro`, `alphabétique`.
  static func commandName(of filter: PlayerFilter) -> String {
    switch filter {
    case .none: "aucun"
    case .goalkeepers: "gardiens"
    case .defenders: "défenseurs"
    case .midfielders: "milieux"
    case .forwards: "attaquants"
    case .academy: "formés"
    case .byNumber: "numéro"
    case .alphabetical: "alphabétique"
    }
  }
}

extension Action {
  /// The action with the words of its words in every language the demo speaks added, so a
  /// line reads it in any of them.
  package var withTranslatedWords: Action {
    var action = self
    let added =
      words.flatMap { word in DemoStrings.all.flatMap { $0.commandWords[word] ?? [] } }
      + DemoStrings.all.compactMap { name.translatedWord?($0.language) }
    for word in added where !action.words.contains(word) { action.words.append(word) }
    return action
  }
}
