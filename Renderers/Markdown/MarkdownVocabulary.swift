import Rendering

/// The few words the Markdown renderer writes itself, in the context's language.
///
/// English and French are known; any other language falls back to English.
struct MarkdownVocabulary: Equatable, Sendable {
  /// Printed before the message of a ``Status/Kind/loading`` status.
  var loading: String
  /// Printed before the message of an ``Status/Kind/empty`` status.
  var empty: String
  /// Printed before the message of an ``Status/Kind/error`` status.
  var error: String
  /// The label of a search field whose own label is blank.
  var search: String
  /// The heading of the label column of a fields table.
  var field: String
  /// The heading of the value column of a fields table.
  var value: String
  /// Printed before a picture that cannot be embedded.
  var image: String
  /// What follows a label: French puts a space before the colon.
  var colon = ":"

  /// English.
  static let english = MarkdownVocabulary(
    loading: "Loading…", empty: "Nothing to show:", error: "Error:", search: "Search",
    field: "Field", value: "Value", image: "Image:")

  /// French, with the space French typography puts before a colon.
  static let french = MarkdownVocabulary(
    loading: "Chargement…", empty: "Rien à afficher :", error: "Erreur :", search: "Recherche",
    field: "Champ", value: "Valeur", image: "Image :", colon: " :")

  /// The words for a language, English when the language is not known.
  static func forLanguage(_ language: Language) -> MarkdownVocabulary {
    language == .french ? .french : .english
  }
}
