import MVVMC

/// The command words in French: each typed action has a French word as well as its English
/// one, in either language, and a French session shows the French words in its help and its
/// lists of actions (`ouvrir N  Voir le joueur de la ligne N`).
///
/// ```swift
/// let strings = DemoStrings(.french)
/// strings.word("open")                   // "ouvrir"
/// strings.usage(of: Action.openRow)      // "ouvrir N"
/// Command(parsing: "ouvrir 7")?.name     // .open
/// ```
extension DemoStrings {
  /// The French word of each English command word; the first is the one shown, the others
  /// (spellings without accents) are read too.
  static let frenchWords: [String: [String]] = [
    "search": ["chercher"],
    "clear": ["effacer"],
    "filter": ["filtrer", "filtre"],
    "filters": ["filtres"],
    "open": ["ouvrir"],
    "next": ["suivant", "suivante"],
    "prev": ["précédent", "precedent", "précédente", "precedente"],
    "refresh": ["recharger", "actualiser"],
    "scorers": ["buteurs"],
    "compare": ["comparer"],
    "back": ["retour"],
    "help": ["aide"],
    "quit": ["quitter"],
    "exit": ["sortir"],
    "inspect": ["inspecter"],
  ]

  /// The placeholders of a usage or a route's form in French.
  static let frenchPlaceholders = [
    (english: "TEXT", french: "TEXTE"), (english: "NAME", french: "NOM"),
    (english: "NUMBER", french: "NUMÉRO"),
  ]

  /// `english`, the command word, in the session's language.
  package func word(_ english: String) -> String {
    french ? Self.frenchWords[english]?.first ?? english : english
  }

  /// How the help and the lists of actions write `action`: `open N`, or `ouvrir N` in French.
  package func usage(of action: Action) -> String {
    guard french else { return action.usage }
    var usage = action.usage
    if let english = action.words.first, let french = Self.frenchWords[english]?.first,
      usage == english || usage.hasPrefix(english + " ")
    {
      usage = french + usage.dropFirst(english.count)
    }
    return Self.withFrenchPlaceholders(usage)
  }

  /// How `--help` writes `action` (``MVVMC/Action/helpUsage``): `search TEXT, /TEXT`, or
  /// `chercher TEXTE, /TEXTE` in French; `nil` for an action `--help` does not list.
  package func helpUsage(of action: Action) -> String? {
    guard let usage = action.helpUsage else { return nil }
    guard french else { return usage }
    let parts = usage.components(separatedBy: ", ").map { part in
      let english = String(part.prefix { $0 != " " })
      guard let french = Self.frenchWords[english]?.first else { return part }
      return french + part.dropFirst(english.count)
    }
    return Self.withFrenchPlaceholders(parts.joined(separator: ", "))
      .replacingOccurrences(of: " or ", with: " ou ")
  }

  /// A route's form or a command's usage with its placeholders in the session's language:
  /// `player/NUMBER`, or `player/NUMÉRO` in French.
  package func placeholders(in form: String) -> String {
    french ? Self.withFrenchPlaceholders(form) : form
  }
}

extension Action {
  /// The action with the French words of its words added, so a line reads it in either
  /// language.
  package var withFrenchWords: Action {
    var action = self
    let added = words.flatMap { DemoStrings.frenchWords[$0] ?? [] }
    action.words += added.filter { !words.contains($0) }
    return action
  }
}

extension PlayerFilter {
  /// The French name the filter is chosen by: `aucun`, `gardiens`, `défenseurs`, `milieux`,
  /// `attaquants`, `formés`, `numéro`, `alphabétique`.
  package var frenchCommandName: String {
    switch self {
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
