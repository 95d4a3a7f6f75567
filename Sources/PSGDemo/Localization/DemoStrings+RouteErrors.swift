import MVVMC
import PlayerFeed
import Rendering

/// Route errors in the session's language. The error carries a typed problem, made where the
/// route fails and described only where it is shown, in the language of that place: routes are
/// read before a session exists (`--open` is an option).
///
/// ```swift
/// let error = RouteError(route: "player/id/999", .noPlayer(id: 999))
/// DemoStrings(.french).describe(error)
/// // "route invalide « player/id/999 » : aucun joueur n’a l’id 999"
/// ```
extension DemoStrings {
  /// The one line that reports `error`: ``MVVMC/RouteError/description`` in English.
  package func describe(_ error: RouteError) -> String {
    self.routeError(error)
  }

  /// What is wrong with a route, in the session's language.
  package func describe(_ problem: RouteProblem) -> String {
    self.routeProblem(problem)
  }

  /// What the demo finds wrong with a route, in the session's language.
  package func describe(_ problem: DemoRouteProblem) -> String {
    self.demoRouteProblem(problem)
  }
}

extension English {
  static func describe(_ problem: RouteProblem) -> String {
    switch problem {
    case .unknownRoute, .cannotFollow, .cannotOpenHere: problem.description
    case .app(let problem): problem.description(in: .english)
    }
  }

  static func describe(_ problem: DemoRouteProblem) -> String {
    switch problem {
    case .unknownParameter(let key): "unknown parameter “\(key)”"
    case .notAPageNumber(let text): "“\(text)” is not a page number"
    case .notARowNumber(let text): "“\(text)” is not a row number"
    case .notAPlayerID(let text): "“\(text)” is not a player id"
    case .notAShirtNumber(let text): "“\(text)” is not a shirt number"
    case .unknownFilter(let text): "unknown filter “\(text)”"
    case .noFilter(let row): "there is no filter \(row)"
    case .comparisonTakesNoParameter: "the comparison takes no parameter"
    case .noPlayer(let id): "no player has the id \(id)"
    case .noOtherPlayer(let id): "no other player has the id \(id)"
    case .noPlayerWearing(let number): "no player wears number \(number)"
    case .severalPlayersWear(let number, let listed, let total):
      "\(total) players wear number \(number); open one by id: "
        + listing(listed) { $0.quotedForMessage(width: 30) }
        + (total > listed.count ? " and \(total - listed.count) more" : "")
    case .noRowToHighlight(let row): "there is no row \(row) to highlight"
    case .tooManyPinned(let maximum): "a list pins at most \(maximum) players"
    case .noRow(let row, .list, let count): "there is no row \(row): the list has \(rows(count))"
    case .noRow(let row, .scorers, let count):
      "there is no row \(row): the scorers fill \(rows(count))"
    }
  }

  /// `7 rows`, `1 row`.
  private static func rows(_ count: Int) -> String {
    "\(count) row\(count == 1 ? "" : "s")"
  }
}

extension French {
  static func describe(_ error: RouteError) -> String {
    let width = RouteError.longestShownWidth
    let problem = describe(error.problem).truncated(toWidth: width)
    var line = "route invalide « \(error.route.truncated(toWidth: width)) » : \(problem)"
    if error.listsAcceptedForms, !error.acceptedForms.isEmpty {
      let forms = error.acceptedForms.map(DemoStrings.french.placeholders(in:))
      line += " (formes acceptées : \(forms.joined(separator: ", ")))"
    }
    return line.sanitizedForTerminal
  }

  static func describe(_ problem: RouteProblem) -> String {
    switch problem {
    case .unknownRoute: "route inconnue"
    case .cannotFollow(let component, let address):
      "« \(component) » ne peut pas suivre « \(address) »"
    case .cannotOpenHere(let address): "« \(address) » ne peut pas s’ouvrir ici"
    case .app(let problem): problem.description(in: .french)
    }
  }

  static func describe(_ problem: DemoRouteProblem) -> String {
    switch problem {
    case .unknownParameter(let key): "paramètre inconnu « \(key) »"
    case .notAPageNumber(let text): "« \(text) » n’est pas un numéro de page"
    case .notARowNumber(let text): "« \(text) » n’est pas un numéro de ligne"
    case .notAPlayerID(let text): "« \(text) » n’est pas un id de joueur"
    case .notAShirtNumber(let text): "« \(text) » n’est pas un numéro de maillot"
    case .unknownFilter(let text): "filtre inconnu « \(text) »"
    case .noFilter(let row): "il n’y a pas de filtre \(row)"
    case .comparisonTakesNoParameter: "la comparaison ne prend aucun paramètre"
    case .noPlayer(let id): "aucun joueur n’a l’id \(id)"
    case .noOtherPlayer(let id): "aucun autre joueur n’a l’id \(id)"
    case .noPlayerWearing(let number): "aucun joueur ne porte le numéro \(number)"
    case .severalPlayersWear(let number, let listed, let total):
      "\(total) joueurs portent le numéro \(number) ; ouvrez-en un par son id : "
        + listing(listed) { "« \($0.sanitizedForTerminal.truncated(toWidth: 30)) »" }
        + (total > listed.count ? " et \(total - listed.count) autres" : "")
    case .noRowToHighlight(let row): "il n’y a pas de ligne \(row) à surligner"
    case .tooManyPinned(let maximum): "une liste épingle au plus \(maximum) joueurs"
    case .noRow(let row, .list, let count): "il n’y a pas de ligne \(row) : la liste en a \(count)"
    case .noRow(let row, .scorers, let count):
      "il n’y a pas de ligne \(row) : les buteurs en remplissent \(count)"
    }
  }

}

/// The players an ambiguous shirt number may mean, each name quoted by `quoted` and followed
/// by the route that opens them.
private func listing(
  _ listed: [DemoRouteProblem.ListedPlayer], quoted: (String) -> String
) -> String {
  listed.map { "\(quoted($0.name)) \(RoutePath.player(id: $0.id).address)" }
    .joined(separator: ", ")
}
