import Rendering

/// The few words the HTML renderer writes itself, in the context's language.
///
/// English and French are known; any other language falls back to English.
struct HTMLVocabulary: Equatable, Sendable {
  /// The accessible name of the breadcrumb's `<nav>`.
  var breadcrumb: String
  /// The link to ``Screen/back`` when the screen has no breadcrumb to hang it on.
  var back: String
  /// The heading of the list of actions.
  var commands: String
  /// Printed before the message of a ``Status/Kind/loading`` status.
  var loading: String
  /// Printed before the message of an ``Status/Kind/empty`` status.
  var empty: String
  /// Printed before the message of an ``Status/Kind/error`` status.
  var error: String
  /// The label of a search field whose own label is blank.
  var search: String
  /// Printed before a picture that cannot be shown.
  var image: String
  /// What follows a label: French puts a no-break space before the colon.
  var colon = ":"

  /// English.
  static let english = HTMLVocabulary(
    breadcrumb: "Breadcrumb", back: "Back", commands: "Commands", loading: "Loading…",
    empty: "Nothing to show:", error: "Error:", search: "Search", image: "Image:")

  /// French, with the no-break space French typography puts before a colon.
  static let french = HTMLVocabulary(
    breadcrumb: "Fil d’Ariane", back: "Retour", commands: "Commandes", loading: "Chargement…",
    empty: "Rien à afficher\u{A0}:", error: "Erreur\u{A0}:", search: "Recherche",
    image: "Image\u{A0}:", colon: "\u{A0}:")

  /// The words for a language, English when the language is not known.
  static func forLanguage(_ language: Language) -> HTMLVocabulary {
    language == .french ? .french : .english
  }
}
