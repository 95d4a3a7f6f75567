import MVVMC
import PlayerFeed
import Rendering

/// Every word the demo's interface writes itself, in English and French.
///
/// Data (names, countries) is never translated; the model has no words of its own, so position
/// names and filter labels are here too (``name(of:)``, ``label(of:)``).
package struct DemoStrings: Sendable {
  /// The language these strings are in.
  package let language: Language

  /// The strings for `language`; any language but French gets English.
  package init(_ language: Language) {
    self.language = language == .french ? .french : .english
  }

  var french: Bool { language == .french }

  // MARK: List

  var playersTitle: String { french ? "Joueurs" : "Players" }
  var searchLabel: String { french ? "Recherche" : "Search" }
  var searchPlaceholder: String { french ? "tapez un nom" : "type a name" }
  func filterLine(_ label: String) -> String {
    // French puts a space before a colon.
    french ? "Filtre : \(label)" : "Filter: \(label)"
  }
  var numberColumn: String { french ? "N°" : "No." }
  var nameColumn: String { french ? "Nom" : "Name" }
  var positionColumn: String { french ? "Poste" : "Position" }
  var academyColumn: String { french ? "Formé au club" : "Academy" }
  var academyBadge: String { french ? "Formé au club" : "Academy" }
  // Renderers announce the state ("Loading…"); the message says what to do meanwhile.
  var loadingMessage: String { french ? "Veuillez patienter." : "Please wait." }
  var noPlayersMessage: String {
    french ? "Aucun joueur dans ce flux." : "The feed has no players."
  }

  func noMatchMessage(search: String, filter: String) -> String {
    french
      ? "Aucun joueur ne correspond à « \(search) » (filtre : \(filter))."
      : "No player matches “\(search)” (filter: \(filter))."
  }

  func noPlayerInFilter(_ filter: String) -> String {
    french ? "Aucun joueur pour le filtre « \(filter) »." : "No player in “\(filter)”."
  }

  func loadFailed(_ error: FeedError) -> String {
    french
      ? "Impossible de charger les joueurs : \(describe(error)). Tapez \(word("refresh")) pour "
        + "réessayer."
      : "Could not load the players: \(error). Type refresh to try again."
  }

  func rowsShown(first: Int, last: Int, total: Int) -> String {
    french
      ? "Joueurs \(first) à \(last) sur \(total)"
      : "Players \(first)–\(last) of \(total)"
  }

  // MARK: Filters

  var filtersTitle: String { french ? "Filtres" : "Filters" }
  var filtersIntro: String {
    french
      ? "Choisissez un filtre par son numéro ou son nom." : "Choose a filter by number or name."
  }

  // MARK: Detail

  var numberField: String { french ? "Numéro" : "Number" }
  var positionField: String { french ? "Poste" : "Position" }
  var academyField: String { french ? "Formé au club" : "Academy" }
  var birthDateField: String { french ? "Date de naissance" : "Birth date" }
  var countryField: String { french ? "Pays" : "Country" }
  var heightField: String { french ? "Taille" : "Height" }
  var weightField: String { french ? "Poids" : "Weight" }
  var matchesField: String { french ? "Matchs" : "Matches" }
  var goalsField: String { french ? "Buts" : "Goals" }
  /// The title over the comparison's labels: a table's corner cell is a header too, and a
  /// screen reader announces it with each label.
  var fieldColumn: String { french ? "Champ" : "Field" }
  var topScorersTitle: String { french ? "Meilleurs buteurs" : "Top scorers" }
  var goalsColumn: String { french ? "Buts" : "Goals" }
  var scorersAction: String { french ? "Voir les meilleurs buteurs" : "Show the top scorers" }
  var scorersKeyAction: String { french ? "Buteurs" : "Scorers" }
  var openScorerAction: String {
    french ? "Voir le joueur de la ligne N" : "Show the player on row N"
  }
  var yes: String { french ? "oui" : "yes" }
  var no: String { french ? "non" : "no" }

  // MARK: Compare

  var compareAction: String {
    french ? "Comparer avec un autre joueur" : "Compare with another player"
  }
  var compareKeyAction: String { french ? "Comparer" : "Compare" }
  var pickPlayerAction: String {
    french ? "Choisir le joueur de la ligne N" : "Choose the player on row N"
  }
  var comparePickerIntro: String {
    french ? "Choisissez le joueur à comparer." : "Choose the player to compare with."
  }
  func compareTitle(_ name: String) -> String {
    french ? "Comparer \(name) avec…" : "Compare \(name) with…"
  }
  func comparisonTitle(_ left: String, _ right: String) -> String {
    french ? "\(left) et \(right)" : "\(left) and \(right)"
  }
  func moreGoals(_ name: String?) -> String {
    guard let name else { return french ? "Autant de buts." : "As many goals." }
    return french ? "Plus de buts : \(name)" : "More goals: \(name)"
  }
  func older(_ name: String?) -> String {
    guard let name else { return french ? "Nés le même jour." : "Born the same day." }
    return french ? "Plus âgé : \(name)" : "Older: \(name)"
  }
  func taller(_ name: String?) -> String {
    guard let name else { return french ? "Même taille." : "As tall." }
    return french ? "Plus grand : \(name)" : "Taller: \(name)"
  }

  // MARK: Actions

  var searchAction: String { french ? "Chercher par nom" : "Search by name" }
  var clearAction: String { french ? "Effacer la recherche" : "Clear the search" }
  var filterAction: String { french ? "Choisir un filtre" : "Choose a filter" }
  var openAction: String { french ? "Voir le joueur de la ligne N" : "Show the player on row N" }
  var nextAction: String { french ? "Page suivante" : "Next page" }
  var previousAction: String { french ? "Page précédente" : "Previous page" }
  var refreshAction: String { french ? "Recharger" : "Reload the feed" }
  var chooseAction: String { french ? "Choisir ce filtre" : "Choose that filter" }
  var backAction: String { french ? "Retour" : "Go back" }
  var cancelAction: String { french ? "Annuler" : "Cancel" }
  var helpAction: String { french ? "Aide" : "Help" }
  var quitAction: String { french ? "Quitter" : "Quit" }

  // MARK: Keys (the full-screen app's footer and help)

  var enterKey: String { french ? "Entrée" : "Enter" }
  var escapeKey: String { french ? "Échap" : "Esc" }
  var backspaceKey: String { french ? "Retour arrière" : "Backspace" }
  var pageKeys: String { french ? "PgPréc/PgSuiv" : "PgUp/PgDn" }
  var homeEndKeys: String { french ? "Début/Fin" : "Home/End" }
  var moveKeyAction: String { french ? "Choisir la ligne" : "Move" }
  var pageKeyAction: String { french ? "Page précédente/suivante" : "Previous/next page" }
  var homeEndKeyAction: String { french ? "Premier/dernier" : "First/last" }
  var openKeyAction: String { french ? "Voir le joueur" : "Open" }
  var searchKeyAction: String { french ? "Chercher" : "Search" }
  var filterKeyAction: String { french ? "Filtrer" : "Filter" }
  var reloadKeyAction: String { french ? "Recharger" : "Reload" }
  var leaveFieldKeyAction: String { french ? "Garder la recherche" : "Done" }
  var cursorKeyAction: String { french ? "Déplacer le curseur" : "Move the cursor" }
  var clearKeyAction: String { french ? "Tout effacer" : "Clear" }
  var deleteWordKeyAction: String { french ? "Effacer le mot" : "Delete a word" }
  var chooseKeyAction: String { french ? "Choisir" : "Choose" }
  var cancelKeyAction: String { french ? "Annuler" : "Cancel" }
  var backKeyAction: String { french ? "Retour" : "Back" }
  var backHint: KeyHint { KeyHint(keys: "\(escapeKey)/←", action: backKeyAction, key: .escape) }
}
