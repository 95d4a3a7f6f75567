import PlayerFeed
import Rendering

/// Feed errors in the session's language: the error carries its problem as a value
/// (``PlayerFeed/FeedProblem``), written here in French, one `switch`, so a problem added
/// without its French does not compile; English is the feed's own
/// (``PlayerFeed/FeedError/description``).
///
/// ```swift
/// let error = FeedError(source: "feed.json", problem: .tooLarge)
/// DemoStrings(.french).describe(error)   // "feed.json : le flux dépasse 16 Mio"
/// ```
extension DemoStrings {
  /// The one line that reports `error`: its source and its problem, with control characters
  /// made visible.
  package func describe(_ error: FeedError) -> String {
    self.feedError(error)
  }

  /// What is wrong with a feed, in the session's language.
  package func describe(_ problem: FeedProblem) -> String {
    self.feedProblem(problem)
  }
}

extension French {
  static func describe(_ error: FeedError) -> String {
    "\(error.source) : \(describe(error.problem))".sanitizedForTerminal
  }

  static func describe(_ problem: FeedProblem) -> String {
    switch problem {
    case .emptySource: return "source du flux vide"
    case .unsupportedScheme(let scheme):
      return "schéma d’URL non pris en charge « \(Self.quoted(scheme, width: 20)) » : "
        + "donnez une URL http ou https, ou le chemin d’un fichier"
    case .invalidURL: return "URL invalide"
    case .urlNotAccepted:
      return "le téléchargement n’accepte pas cette URL (une adresse IPv6 comme hôte, par "
        + "exemple) : donnez un nom d’hôte"
    case .noSuchFile: return "fichier introuvable"
    case .notADirectoryOnThePath:
      return "fichier introuvable (une partie du chemin n’est pas un dossier)"
    case .permissionDenied: return "permission refusée"
    case .isADirectory: return "c’est un dossier, pas un fichier"
    case .pathTooLong: return "le chemin est trop long"
    case .tooManySymbolicLinks: return "trop de liens symboliques"
    case .unreadable(let code):
      return "impossible de lire le fichier (\(DemoStrings.systemError(code)))"
    case .nameNotUTF8:
      return "impossible d’ouvrir un fichier dont le nom n’est pas du texte UTF-8 ; "
        + "renommez le fichier"
    case .fifoWithoutWriter: return "un FIFO sans écrivain : rien à lire"
    case .silent(let duration): return "aucune donnée pendant \(Self.seconds(duration))"
    case .readingTookLongerThan(let duration):
      return "la lecture a pris plus de \(Self.seconds(duration))"
    case .httpStatus(let status): return "HTTP \(status)"
    case .downloadTookLongerThan(let duration):
      return "le téléchargement a pris plus de \(Self.seconds(duration))"
    case .timedOut(let duration): return "aucune réponse après \(Self.seconds(duration))"
    case .connectionRefused: return "connexion refusée"
    case .hostNotFound: return "hôte introuvable"
    case .networkUnreachable: return "le réseau est injoignable"
    case .secureConnectionFailed: return "la connexion sécurisée a échoué"
    case .badServerResponse: return "la réponse du serveur n’est pas du HTTP valide"
    case .redirectFailed:
      return "les redirections du serveur ne peuvent pas être suivies (trop nombreuses, ou vers "
        + "nulle part)"
    case .downloadCancelled: return "le téléchargement a été annulé"
    case .downloadFailed(let code): return "le téléchargement a échoué (erreur d’URL \(code))"
    case .undecodableBody: return "le corps compressé ne peut pas être décompressé"
    case .tooLarge: return "le flux dépasse \(FeedLoader.maximumFeedSize >> 20) Mio"
    case .emptyFeed: return "le flux est vide"
    case .notUTF8(let byte, let position):
      let hex = String(byte, radix: 16, uppercase: true)
      return "pas du texte UTF-8 : octet invalide 0x\(hex) \(Self.at(position))"
    case .notJSON(let position, let fault):
      var text = "JSON invalide"
      if let position { text += " \(Self.at(position))" }
      if let fault { text += " : \(Self.describe(fault))" }
      return text
    case .topLevelNotAnObject(let found):
      return "le niveau supérieur doit être un objet avec un tableau « players », "
        + "trouvé : \(Self.describe(found))"
    case .noPlayersArray: return "pas de tableau « players » au niveau supérieur"
    case .playersNotAnArray(let found):
      return "le champ « players » doit être un tableau, trouvé : \(Self.describe(found))"
    case .playerNotAnObject(let index, let found):
      return "le joueur \(index) doit être un objet, trouvé : \(Self.describe(found))"
    case .missingField(let player, let field):
      return "\(Self.describe(player)) : champ « \(field) » manquant"
    case .wrongField(let player, let field, let expected, let found):
      let kind = expected == .integer ? Self.describeForAnInteger(found) : Self.describe(found)
      return "\(Self.describe(player)) : le champ « \(field) » doit être "
        + "\(Self.describe(expected)), trouvé : \(kind)"
    case .invalidBirthDate(let player, let text):
      return "\(Self.describe(player)) : le champ « birthDate » doit être une date écrite "
        + "jj/MM/aaaa, trouvé : « \(Self.quoted(text, width: 20)) »"
    case .sharedID(let first, let second, let id):
      return "les joueurs \(first.index)\(Self.name(of: first)) et "
        + "\(second.index)\(Self.name(of: second)) ont le même id \(id)"
    }
  }

  /// Why bytes are not JSON, in French.
  private static func describe(_ fault: FeedSyntaxFault) -> String {
    switch fault {
    case .invalidValue: "valeur invalide"
    case .unescapedControlCharacter: "caractère de contrôle non échappé"
    case .leadingZero: "nombre commençant par un zéro"
    case .invalidEscape: "séquence d’échappement invalide"
    case .loneSurrogate(let escape):
      "échappement invalide \(escape) : une moitié de paire de substitution sans l’autre"
    case .tooDeep: "trop de tableaux ou d’objets imbriqués"
    case .unexpectedEndOfFile: "fin de fichier inattendue"
    case .parser(let words): "« \(words) »"
    }
  }

  /// A JSON value's kind with its article, in French: `une chaîne`, `null`.
  private static func describe(_ found: FeedValueKind) -> String {
    switch found.kind {
    case .null: "null"
    case .boolean: "un booléen"
    case .string: "une chaîne"
    case .array: "un tableau"
    case .object: "un objet"
    case .number: "un nombre"
    }
  }

  /// What was found where a whole `Int` was expected, as
  /// ``PlayerFeed/FeedValueKind/descriptionForAnInteger`` says it in English.
  private static func describeForAnInteger(_ found: FeedValueKind) -> String {
    switch found.numberForAnInteger {
    case nil: describe(found)
    case .outOfRange: "un nombre hors limites"
    case .whole(let shown): "le nombre \(shown), hors limites"
    case .fraction(let shown): "le nombre \(shown.replacingOccurrences(of: ".", with: ","))"
    }
  }

  private static func describe(_ type: FeedValueType) -> String {
    switch type {
    case .integer: "un entier"
    case .text: "une chaîne"
    case .boolean: "un booléen"
    }
  }

  /// `le joueur 3 (« Denis FRANCHI »)`.
  private static func describe(_ player: FeedPlayerReference) -> String {
    "le joueur \(player.index)\(name(of: player))"
  }

  /// ` (« Denis FRANCHI »)`, or nothing for a player without a name.
  private static func name(of player: FeedPlayerReference) -> String {
    player.name.map { " (« \(quoted($0)) »)" } ?? ""
  }

  /// `à la ligne 2, colonne 12`.
  private static func at(_ position: FeedTextPosition) -> String {
    "à la ligne \(position.line), colonne \(position.column)"
  }

  /// `10 s`, `0,5 s`: French writes a decimal comma.
  private static func seconds(_ duration: Duration) -> String {
    duration.formattedForMessage.replacingOccurrences(of: ".", with: ",")
  }

  /// Text from the feed or the user, safe to quote in a one-line message.
  private static func quoted(_ text: String, width: Int = 40) -> String {
    text.sanitizedForTerminal.truncated(toWidth: width)
  }
}

extension DemoStrings {
  /// The system's words for `code`, quoted in a French message: `erreur système 28 : « No
  /// space left on device »`.
  package static func systemError(_ code: Int32) -> String {
    "erreur système \(code) : « \(FeedProblem.systemMessage(code)) »"
  }
}
