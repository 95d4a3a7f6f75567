import MVVMC

/// The errors a command can meet, in the session's language: each names what went wrong and
/// what to type instead, with the command words of that language (`tapez aide`).
///
/// ```swift
/// DemoStrings(.french).unknownCommand("ouvrir 99").description
/// // "commande inconnue « ouvrir 99 » (tapez aide pour voir les commandes)"
/// ```
extension DemoStrings {
  /// A line no action of the session reads.
  package func unknownCommand(_ line: String) -> CommandError {
    let shown = line.truncated(toWidth: 40)
    return french
      ? CommandError(
        "commande inconnue « \(shown) »", hint: "tapez \(word("help")) pour voir les commandes")
      : CommandError("unknown command “\(shown)”", hint: "type help for the commands")
  }

  /// A line of `byteCount` bytes, more than ``Command/maximumTextLength``.
  ///
  /// ```swift
  /// DemoStrings(.english).commandTooLong(byteCount: 300_000_000).message
  /// // "the command is 300000000 bytes long; at most 1024 are read"
  /// ```
  package func commandTooLong(byteCount: Int) -> CommandError {
    let limit = Command.maximumTextLength
    return french
      ? CommandError(
        "la commande fait \(byteCount) octets ; seuls \(limit) sont lus",
        hint: "tapez une commande plus courte")
      : CommandError(
        "the command is \(byteCount) bytes long; at most \(limit) are read",
        hint: "type a shorter command")
  }

  /// `command`, which the scene titled `scene` does not offer.
  func notHere(_ command: String, scene: String) -> CommandError {
    let title = scene.truncated(toWidth: 40)
    return french
      ? CommandError("« \(command) » n’est pas disponible dans « \(title) »", hint: helpHereHint)
      : CommandError("\(command) is not available in \(title)", hint: helpHereHint)
  }

  /// The hint that points to what works here, for an error with nothing better to suggest.
  var helpHereHint: String {
    french ? "tapez \(word("help")) pour voir les commandes ici" : "type help for the commands here"
  }

  /// A filter name or number no filter has.
  func unknownFilter(_ argument: String) -> CommandError {
    let shown = argument.truncated(toWidth: 40)
    let count = PlayerFilter.allCases.count
    if french {
      let names = PlayerFilter.allCases.map(\.frenchCommandName).joined(separator: ", ")
      return CommandError(
        "filtre inconnu « \(shown) »", hint: "tapez un numéro de 1 à \(count) ou l’un de : \(names)"
      )
    }
    let names = PlayerFilter.allCases.map(\.commandName).joined(separator: ", ")
    return CommandError(
      "unknown filter “\(shown)”", hint: "type a number from 1 to \(count) or one of: \(names)")
  }

  /// `next` on the last page, or `prev` on the first, of a list of `rows` (“the list”, “the
  /// players”, “the scorers”) that has `pages` pages.
  func noPage(forward: Bool, of rows: PagedRows, pages: Int) -> CommandError {
    if french {
      let hint =
        pages <= 1
        ? "\(rows.frenchName) tiennent sur une page"
        : forward
          ? "tapez \(word("prev")) pour revenir d’une page"
          : "tapez \(word("next")) pour voir d’autres lignes"
      return CommandError(
        forward ? "déjà à la dernière page" : "déjà à la première page", hint: hint)
    }
    let hint =
      pages <= 1
      ? "\(rows.englishName) fit\(rows == .list ? "s" : "") on one page"
      : forward ? "type prev to go back a page" : "type next to see more rows"
    return CommandError(
      forward ? "already on the last page" : "already on the first page", hint: hint)
  }

  /// What a list of rows is called in an error about its pages or rows.
  enum PagedRows: Equatable {
    case list, players, scorers

    var englishName: String {
      switch self {
      case .list: "the list"
      case .players: "the players"
      case .scorers: "the scorers"
      }
    }

    var frenchName: String {
      switch self {
      case .list: "les lignes de la liste"
      case .players: "les joueurs"
      case .scorers: "les buteurs"
      }
    }
  }

  /// A row `row` (as typed) that `rows`, of `count` rows, does not have.
  func noRow(_ row: String, in rows: PagedRows, count: Int) -> CommandError {
    let shown = row.truncated(toWidth: 40)
    if french {
      let place =
        switch rows {
        case .list: "dans la liste"
        case .players: "parmi les joueurs"
        case .scorers: "parmi les buteurs"
        }
      return CommandError(
        "pas de ligne « \(shown) » \(place)",
        hint: count == 0 ? "il n’y a aucune ligne" : "choisissez une ligne de 1 à \(count)")
    }
    let message =
      rows == .list
      ? "no row \(shown) in the list" : "no row “\(shown)” among \(rows.englishName)"
    return CommandError(
      message, hint: count == 0 ? "there are no rows" : "choose one of rows 1 to \(count)")
  }

  /// `open` followed by what is not a number, in a list of `count` rows.
  func openNeedsARow(_ argument: String, count: Int) -> CommandError {
    let shown = argument.truncated(toWidth: 40)
    if french {
      let range = count == 0 ? "il n’y a aucune ligne" : "lignes 1 à \(count)"
      return CommandError(
        "\(word("open")) attend un numéro de ligne, pas « \(shown) »",
        hint: "par exemple : \(word("open")) 1 ; \(range)")
    }
    let range = count == 0 ? "there are no rows" : "rows 1 to \(count)"
    return CommandError(
      "open needs a row number, not “\(shown)”", hint: "for example: open 1; \(range)")
  }

  /// `Enter` on an empty list.
  var noRowSelected: CommandError {
    french
      ? CommandError("aucune ligne n’est choisie", hint: "la liste est vide")
      : CommandError("no row is selected", hint: "the list is empty")
  }

  /// `Enter` in a picker with no match.
  var noPlayerHighlighted: CommandError {
    french
      ? CommandError(
        "aucun joueur n’est surligné", hint: "tapez \(word("back")) pour quitter cet écran")
      : CommandError("no player is highlighted", hint: "type back to leave")
  }

  /// `back` on the list.
  var nothingToGoBackTo: CommandError {
    french
      ? CommandError(
        "déjà au premier écran : il n’y a rien avant", hint: "tapez \(word("quit")) pour sortir")
      : CommandError(
        "already on the first screen: there is nothing to go back to", hint: "type quit to leave")
  }

  /// `compare ID` with an id that is not a number.
  func noOtherPlayer(id: String) -> CommandError {
    let shown = id.truncated(toWidth: 40)
    return french
      ? CommandError(
        "aucun autre joueur n’a l’id « \(shown) »", hint: compareAloneHint)
      : CommandError("no other player has the id “\(shown)”", hint: compareAloneHint)
  }

  /// The hint after a failed `compare ID`.
  var compareAloneHint: String {
    french
      ? "tapez \(word("compare")) seul pour choisir dans la liste"
      : "type compare alone to choose from the list"
  }

  /// A route the command opened that could not open, from the scene titled `scene`.
  func routeFailed(_ error: RouteError, from scene: String) -> CommandError {
    CommandError(
      routeProblem(error.problem),
      hint: french
        ? "tapez \(word("help")) pour voir les commandes de « \(scene) »"
        : "type help for the commands of \(scene)")
  }
}
