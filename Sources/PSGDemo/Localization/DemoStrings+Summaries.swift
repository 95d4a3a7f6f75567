/// What `psg-demo --help` says of each command and each route form, in English and French.
///
/// ```swift
/// DemoStrings(.french).openRowSummary   // "voir le joueur de la ligne N de la liste"
/// ```
extension DemoStrings {
  // MARK: Commands

  var searchSummary: String {
    french
      ? "chercher parmi les noms (sans tenir compte de la casse ni des accents)"
      : "search names (case and accents ignored)"
  }
  var clearSummary: String {
    french ? "effacer la recherche (le filtre reste)" : "clear the search (the filter stays)"
  }
  var filterSummary: String {
    french
      ? "ouvrir le choix du filtre ; avec NOM, choisir ce filtre"
      : "open the filter picker; with NAME, choose that filter"
  }
  var openRowSummary: String {
    french ? "voir le joueur de la ligne N de la liste" : "show the player on row N of the list"
  }
  var pagesSummary: String {
    french
      ? "passer d’une page à l’autre de la liste, des buteurs ou d’un choix"
      : "move through the pages of the list, the scorers or a picker"
  }
  var refreshSummary: String { french ? "recharger le flux" : "load the feed again" }
  var chooseFilterSummary: String {
    french ? "dans le choix du filtre : choisir un filtre" : "in the filter picker: choose a filter"
  }
  var scorersSummary: String {
    french ? "voir les joueurs par nombre de buts" : "show the players by goals"
  }
  var compareSummary: String {
    french
      ? "sur la page d’un joueur : le comparer avec un autre (avec ID, celui-là)"
      : "on a player's page: compare with another player (with ID, that one)"
  }
  var backSummary: String {
    french
      ? "quitter l’écran en cours (annule le choix du filtre)"
      : "leave the current screen (cancels the filter picker)"
  }
  var inspectSummary: String {
    french
      ? "voir les coordinateurs, la pile, les boîtes et les derniers événements"
      : "show the coordinators, the stack, the boxes and the latest events"
  }
  var helpSummary: String {
    french ? "lister les commandes de l’écran en cours" : "list the commands of the current screen"
  }
  var quitSummary: String { french ? "sortir" : "leave" }

  // MARK: Route forms

  var playersForm: String { french ? "la liste" : "the list" }
  var playersQueryForm: String {
    french ? "la liste, filtrée et cherchée" : "the list, filtered and searched"
  }
  var playersPageForm: String {
    french
      ? "la page N de la liste, ou la ligne R de la liste choisie sur sa page (après un filtre "
        + "aussi)"
      : "page N of the list, or row R of the list selected on its page (after a filter too)"
  }
  var filtersForm: String {
    french ? "le choix du filtre, sur la liste" : "the filter picker over the list"
  }
  var filtersRowForm: String {
    french ? "le choix du filtre, le filtre R surligné" : "the picker with filter R highlighted"
  }
  var playerIDForm: String {
    french ? "le joueur dont l’id dans le flux est ID" : "the player whose feed id is ID"
  }
  var playerNumberForm: String {
    french
      ? "le joueur qui porte le maillot NUMÉRO, s’il est le seul"
      : "the player wearing shirt NUMBER, if only one does"
  }
  var scorersForm: String { french ? "les joueurs par nombre de buts" : "the players by goals" }
  var scorersPageForm: String {
    french
      ? "la page N des joueurs par nombre de buts, ou la ligne R choisie sur sa page"
      : "page N of the players by goals, or row R selected on its page"
  }
  var compareForm: String {
    french
      ? "les joueurs avec qui comparer le joueur de la page"
      : "the players to compare the page's player with"
  }
  var compareQueryForm: String {
    french
      ? "ceux dont le nom contient TEXTE, la ligne R surlignée"
      : "those whose name contains TEXT, row R highlighted"
  }
  var compareIDForm: String {
    french
      ? "le joueur de la page et le joueur ID côte à côte"
      : "the page's player and player ID side by side"
  }
}
