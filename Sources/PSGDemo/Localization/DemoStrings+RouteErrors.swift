import MVVMC
import Rendering

/// Route errors in the session's language. Routes are read before a session exists and the
/// framework's parser writes English, so a French session translates the problem when it
/// shows it (``MessageCatalogue``).
///
/// ```swift
/// let error = RouteError(route: "player/id/999", problem: "no player has the id 999")
/// DemoStrings(.french).describe(error)
/// // "route invalide « player/id/999 » : aucun joueur n’a l’id 999"
/// ```
extension DemoStrings {
  /// Every problem a route can have, English format first.
  static let routeProblems = MessageCatalogue([
    ("unknown route", "route inconnue"),
    ("“{}” cannot follow “{}”", "« {1} » ne peut pas suivre « {2} »"),
    ("“{}” cannot open here", "« {1} » ne peut pas s’ouvrir ici"),
    ("unknown parameter “{}”", "paramètre inconnu « {1} »"),
    ("“{}” is not a page number", "« {1} » n’est pas un numéro de page"),
    ("“{}” is not a row number", "« {1} » n’est pas un numéro de ligne"),
    ("“{}” is not a player id", "« {1} » n’est pas un id de joueur"),
    ("“{}” is not a shirt number", "« {1} » n’est pas un numéro de maillot"),
    ("unknown filter “{}”", "filtre inconnu « {1} »"),
    ("there is no filter {}", "il n’y a pas de filtre {1}"),
    ("the comparison takes no parameter", "la comparaison ne prend aucun paramètre"),
    ("a comparison opens over a player's page", "une comparaison s’ouvre sur la page d’un joueur"),
    ("a player's page cannot open here", "la page d’un joueur ne peut pas s’ouvrir ici"),
    ("no other player has the id {}", "aucun autre joueur n’a l’id {1}"),
    ("no player has the id {}", "aucun joueur n’a l’id {1}"),
    ("no player wears number {}", "aucun joueur ne porte le numéro {1}"),
    (
      "{} players wear number {}; open one by id: {} and {} more",
      "{1} joueurs portent le numéro {2} ; ouvrez-en un par son id : {3} et {4} autres"
    ),
    (
      "{} players wear number {}; open one by id: {}",
      "{1} joueurs portent le numéro {2} ; ouvrez-en un par son id : {3}"
    ),
    ("there is no row {} to highlight", "il n’y a pas de ligne {1} à surligner"),
    ("there is no row {}: the list has {} rows", "il n’y a pas de ligne {1} : la liste en a {2}"),
    ("there is no row {}: the list has {} row", "il n’y a pas de ligne {1} : la liste en a {2}"),
    (
      "there is no page {}: the list has {} pages",
      "il n’y a pas de page {1} : la liste en a {2}"
    ),
    ("there is no page {}: the list has {} page", "il n’y a pas de page {1} : la liste en a {2}"),
    (
      "there is no row {}: the scorers fill {} rows",
      "il n’y a pas de ligne {1} : les buteurs en remplissent {2}"
    ),
    (
      "there is no row {}: the scorers fill {} row",
      "il n’y a pas de ligne {1} : les buteurs en remplissent {2}"
    ),
    (
      "there is no page {}: the scorers fill {} pages",
      "il n’y a pas de page {1} : les buteurs en remplissent {2}"
    ),
    (
      "there is no page {}: the scorers fill {} page",
      "il n’y a pas de page {1} : les buteurs en remplissent {2}"
    ),
  ])

  /// A route's problem in the session's language.
  package func routeProblem(_ problem: String) -> String {
    french ? Self.routeProblems.translate(problem) : problem
  }

  /// The one line that reports `error`: ``MVVMC/RouteError/description`` in English.
  package func describe(_ error: RouteError) -> String {
    guard french else { return error.description }
    let width = RouteError.longestShownWidth
    let problem = routeProblem(error.problem).truncated(toWidth: width)
    var line = "route invalide « \(error.route.truncated(toWidth: width)) » : \(problem)"
    if error.listsAcceptedForms, !error.acceptedForms.isEmpty {
      let forms = error.acceptedForms.map { form in
        Self.frenchPlaceholders.reduce(form) {
          $0.replacingOccurrences(of: $1.english, with: $1.french)
        }
      }
      line += " (formes acceptées : \(forms.joined(separator: ", ")))"
    }
    return line.sanitizedForTerminal
  }
}
