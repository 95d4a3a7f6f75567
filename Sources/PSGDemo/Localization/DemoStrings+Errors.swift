import MVVMC

/// The errors a command can meet, in the session's language: each names what went wrong and
/// what to type instead, with the command words of that language (`tapez aide`).
///
/// ```swift
/// DemoStrings(.french).error(.unknownCommand("ouvrir 99")).description
/// // "commande inconnue « ouvrir 99 » (tapez aide pour voir les commandes)"
/// DemoStrings(.english).error(.commandTooLong(byteCount: 300_000_000)).message
/// // "the command’s text is 300000000 bytes long; at most 1024 are read"
/// ```
extension DemoStrings {
  /// `problem` as the error a command throws, in the session's language, with its code and
  /// details for programs (`DemoCommandProblem+Code.swift`). Text the user typed is cut to 40
  /// columns in the words, not in the details.
  package func error(_ problem: DemoCommandProblem) -> CommandError {
    var error = self.commandError(problem)
    error.code = problem.code
    error.details = problem.details
    return error
  }

  /// What `hint` says, in the session's language.
  package func hint(_ hint: DemoCommandProblem.Hint) -> String {
    self.commandHint(hint)
  }
}

extension English {
  static func hint(_ hint: DemoCommandProblem.Hint) -> String {
    switch hint {
    case .helpHere: "type help for the commands here"
    case .commandAlone(let command): "type \(command.word) alone to choose from the list"
    case .commandsOf(let scene): "type help for the commands of \(scene)"
    }
  }

  static func error(_ problem: DemoCommandProblem) -> CommandError {
    let english = DemoStrings.english
    switch problem {
    case .unknownCommand(let line):
      return CommandError("unknown command “\(shown(line))”", hint: "type help for the commands")
    case .commandTooLong(let byteCount):
      return CommandError(
        "the command’s text is \(byteCount) bytes long; at most \(Command.maximumTextLength) are read",
        hint: "type a shorter command")
    case .lineNotUTF8(let byteCount):
      return CommandError(
        "the line of \(byteCount) bytes is not UTF-8 text; it is not read",
        hint: "type it again as UTF-8 text")
    case .notHere(let command, let scene):
      return CommandError(
        "\(command) is not available in \(shown(scene))", hint: english.hint(.helpHere))
    case .unknownFilter(let argument):
      let names = PlayerFilter.allCases.map(\.commandName).joined(separator: ", ")
      return CommandError(
        "unknown filter “\(shown(argument))”",
        hint: "type a number from 1 to \(PlayerFilter.allCases.count) or one of: \(names)")
    case .noPage(let forward, let rows, let pages):
      let hint =
        pages <= 1
        ? "\(name(of: rows)) fit\(rows == .list ? "s" : "") on one page"
        : forward ? "type prev to go back a page" : "type next to see more rows"
      return CommandError(
        forward ? "already on the last page" : "already on the first page", hint: hint)
    case .noRow(let row, let rows, let count):
      let message =
        rows == .list
        ? "no row \(shown(row)) in the list"
        : "no row “\(shown(row))” among \(name(of: rows))"
      return CommandError(
        message, hint: count == 0 ? "there are no rows" : "choose one of rows 1 to \(count)")
    case .openNeedsARow(let argument, let count):
      let range = count == 0 ? "there are no rows" : "rows 1 to \(count)"
      return CommandError(
        "open needs a row number, not “\(shown(argument))”", hint: "for example: open 1; \(range)")
    case .noRowSelected:
      return CommandError("no row is selected", hint: "the list is empty")
    case .noPlayerHighlighted:
      return CommandError("no player is highlighted", hint: "type back to leave")
    case .nothingToGoBackTo:
      return CommandError(
        "already on the first screen: there is nothing to go back to", hint: "type quit to leave")
    case .noOtherPlayer(let id):
      return CommandError(
        "no other player has the id “\(shown(id))”",
        hint: english.hint(.commandAlone(.compare)))
    case .routeFailed(let problem, let hint):
      return CommandError(english.describe(problem), hint: english.hint(hint))
    case .addressRefused(let error):
      return CommandError(english.describe(error), hint: "see psg-demo --help")
    }
  }

  static func name(of rows: DemoCommandProblem.Rows) -> String {
    switch rows {
    case .list: "the list"
    case .players: "the players"
    case .scorers: "the scorers"
    }
  }
}

extension French {
  static func hint(_ hint: DemoCommandProblem.Hint) -> String {
    switch hint {
    case .helpHere: "tapez \(word("help")) pour voir les commandes ici"
    case .commandAlone(let command):
      "tapez \(DemoStrings.french.word(command)) seul pour choisir dans la liste"
    case .commandsOf(let scene): "tapez \(word("help")) pour voir les commandes de « \(scene) »"
    }
  }

  static func error(_ problem: DemoCommandProblem) -> CommandError {
    switch problem {
    case .unknownCommand(let line):
      return CommandError(
        "commande inconnue « \(shown(line)) »",
        hint: "tapez \(word("help")) pour voir les commandes")
    case .commandTooLong(let byteCount):
      return CommandError(
        "le texte de la commande fait \(byteCount) octets ; seuls \(Command.maximumTextLength) sont lus",
        hint: "tapez une commande plus courte")
    case .lineNotUTF8(let byteCount):
      return CommandError(
        "la ligne de \(byteCount) octets n’est pas du texte UTF-8 ; elle n’est pas lue",
        hint: "retapez-la en UTF-8")
    case .notHere(let command, let scene):
      return CommandError(
        "« \(command) » n’est pas disponible dans « \(shown(scene)) »", hint: hint(.helpHere))
    case .unknownFilter(let argument):
      let names = PlayerFilter.allCases.map(commandName(of:)).joined(separator: ", ")
      return CommandError(
        "filtre inconnu « \(shown(argument)) »",
        hint: "tapez un numéro de 1 à \(PlayerFilter.allCases.count) ou l’un de : \(names)")
    case .noPage(let forward, let rows, let pages):
      let hint =
        pages <= 1
        ? "\(name(of: rows)) tiennent sur une page"
        : forward
          ? "tapez \(word("prev")) pour revenir d’une page"
          : "tapez \(word("next")) pour voir d’autres lignes"
      return CommandError(
        forward ? "déjà à la dernière page" : "déjà à la première page", hint: hint)
    case .noRow(let row, let rows, let count):
      let place =
        switch rows {
        case .list: "dans la liste"
        case .players: "parmi les joueurs"
        case .scorers: "parmi les buteurs"
        }
      return CommandError(
        "pas de ligne « \(shown(row)) » \(place)",
        hint: count == 0 ? "il n’y a aucune ligne" : "choisissez une ligne de 1 à \(count)")
    case .openNeedsARow(let argument, let count):
      let range = count == 0 ? "il n’y a aucune ligne" : "lignes 1 à \(count)"
      return CommandError(
        "\(word("open")) attend un numéro de ligne, pas « \(shown(argument)) »",
        hint: "par exemple : \(word("open")) 1 ; \(range)")
    case .noRowSelected:
      return CommandError("aucune ligne n’est choisie", hint: "la liste est vide")
    case .noPlayerHighlighted:
      return CommandError(
        "aucun joueur n’est surligné", hint: "tapez \(word("back")) pour quitter cet écran")
    case .nothingToGoBackTo:
      return CommandError(
        "déjà au premier écran : il n’y a rien avant", hint: "tapez \(word("quit")) pour sortir")
    case .noOtherPlayer(let id):
      return CommandError(
        "aucun autre joueur n’a l’id « \(shown(id)) »",
        hint: hint(.commandAlone(.compare)))
    case .routeFailed(let problem, let hint):
      return CommandError(DemoStrings.french.describe(problem), hint: self.hint(hint))
    case .addressRefused(let error):
      return CommandError(DemoStrings.french.describe(error), hint: "voir psg-demo --help")
    }
  }

  static func name(of rows: DemoCommandProblem.Rows) -> String {
    switch rows {
    case .list: "les lignes de la liste"
    case .players: "les joueurs"
    case .scorers: "les buteurs"
    }
  }
}

/// Text the user typed, or a title, as an error quotes it: at most 40 columns.
private func shown(_ text: String) -> String {
  text.truncated(toWidth: 40)
}
