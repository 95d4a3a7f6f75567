import PSGDemo
import PlayerFeed
import Rendering
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension CommandLineWords {
  /// The command line's words in French (`--lang fr`); the system's own words (`strerror`)
  /// are quoted as they are, after their number.
  ///
  /// ```swift
  /// CommandLineWords.french.help.commandsHeading  // "COMMANDES"
  /// CommandLineWords.french.seeHelp("psg-demo")   // "voir psg-demo --help"
  /// ```
  static let french = CommandLineWords(
    placeholders: Placeholders(
      name: "NOM", path: "CHEMIN", file: "FICHIER", folder: "DOSSIER", when: "QUAND",
      route: "ROUTE", exportOptions: "OPTIONS D’EXPORT",
      replayOptions: "OPTIONS DE REJEU"),
    usageHeading: "UTILISATION",
    optionsHeading: "OPTIONS",
    help: Help(
      about: "psg-demo : l’effectif du Paris Saint-Germain 2021-22, une démo MVVM-C dans le "
        + "terminal.",
      modes: "Sur un terminal, avec un moteur de rendu pour terminal, psg-demo est une app "
        + "plein écran (tapez ? pour voir ses touches). Sinon, ou avec --line ou --script, "
        + "il lit les COMMANDES ligne à ligne. --renderer json écrit chaque écran sur une "
        + "ligne de JSON, pour les programmes. psg-demo export écrit chaque écran dans un "
        + "site HTML, Markdown ou JSON relié ; ses options sont dans psg-demo export "
        + "--help. psg-demo replay parcourt une session enregistrée avec --record ; voir "
        + "psg-demo replay --help. Chaque commande se tape aussi par son mot anglais (voir psg-demo --help).",
      or: "ou",
      rendererDefault: "(par défaut : ansi sur un terminal, plain sinon)",
      dataOption: "un flux de joueurs au format JSON de l’app d’origine (par défaut : "
        + "l’effectif intégré), 16 Mio au plus ; une URL http ou https peut rester muette 10 "
        + "secondes d’affilée et prendre 30 secondes en tout",
      scriptOption: "lire les commandes dans FICHIER (- pour l’entrée standard) et écrire une "
        + "transcription : l’écran au départ et après chaque commande, les écrans séparés "
        + "par un trait",
      lineOption: "le mode ligne (une invite psg>) même sur un terminal",
      rpcOption: "parler JSON-RPC 2.0 sur l’entrée et la sortie standard, un message par "
        + "ligne ou avec les en-têtes Content-Length de LSP (Docs/Protocol.md) ; aucun "
        + "terminal n’est touché",
      openOption: "démarrer sur un lien profond (voir ROUTES)",
      colorOption: "auto, always ou never ; aussi --colour (auto suit NO_COLOR, FORCE_COLOR, "
        + "CLICOLOR_FORCE, TERM=dumb et si la sortie est un terminal)",
      widthOption: "la largeur de la sortie en colonnes (par défaut : COLUMNS, le terminal, "
        + "ou 80)",
      rowsOption: "les lignes par page de la liste et des buteurs (par défaut : la hauteur du "
        + "terminal, sinon 50)",
      languageOption: "la langue de l’interface (par défaut : en)",
      traceOption: "écrire les événements de navigation, des coordinateurs et des liaisons "
        + "sur la sortie d’erreur (mode ligne seulement : utilisez --trace-file dans l’app "
        + "plein écran)",
      traceFileOption: "ajouter plutôt ces événements à FICHIER, dans tout mode",
      recordOption: "enregistrer la session dans FICHIER, dans tout mode : le départ et chaque "
        + "touche ou commande, avec l’écran, la route, la pile, les boîtes et les événements "
        + "qui suivent (JSON Lines ; au plus 10 000 étapes ou 64 Mio ; voir psg-demo replay "
        + "--help)",
      helpOption: "afficher cette aide",
      versionOption: "afficher la version",
      commandsHeading: "COMMANDES",
      filtersHeading: "FILTRES",
      filters: "aucun, gardiens, défenseurs, milieux, attaquants, formés, numéro, "
        + "alphabétique (leurs noms anglais marchent aussi)",
      routesHeading: "ROUTES",
      examplesHeading: "EXEMPLES",
      examples: [
        "psg-demo --lang fr",
        #"echo "chercher mba" | psg-demo --lang fr --renderer plain"#,
        #"psg-demo --lang fr --open "players?filter=gardiens" --renderer markdown"#
          + " < /dev/null > effectif.md",
        "psg-demo --lang fr --open player/7 --trace --script commandes.txt",
        "psg-demo --lang fr --trace-file trace.log",
        "psg-demo --lang fr --renderer html --open player/7 > mbappe.html",
        "psg-demo export site --lang fr",
      ],
      exitStatusHeading: "CODES DE SORTIE",
      exitStatus: "0 succès, 1 une commande du script a échoué, 64 erreur d’utilisation, 65 "
        + "flux ou script invalide, 66 fichier du flux ou du script introuvable ou illisible, "
        + "69 URL du flux injoignable, 73 fichier de trace ou site exporté impossible à "
        + "créer, 74 sortie impossible à écrire"),
    exportHelp: ExportHelp(
      about: "psg-demo export : écrire l’app en site statique, une page par écran.",
      site: { rows in
        "Le site contient la liste sous chaque filtre en pages de \(rows) lignes (index.html "
          + "est la première page de la liste sans filtre), le choix du filtre au-dessus de "
          + "chaque liste, une page par joueur, nommée par l’id du flux, les meilleurs buteurs "
          + "en pages de \(rows) lignes, et une comparaison par joueur, avec le joueur qui le "
          + "précède dans le flux ; les lignes mènent aux joueurs, les options aux listes "
          + "filtrées, suivant et précédent aux pages voisines, le fil d’Ariane aux écrans "
          + "d’avant. Les pages d’un site HTML partagent style.css et search.js. DOSSIER est "
          + "créé s’il manque. Un DOSSIER qui contient des fichiers est refusé sans --force ; "
          + "avec, les fichiers du site sont remplacés, un fichier qui contient déjà les "
          + "octets d’une page est laissé tel quel, les pages d’une exportation précédente "
          + "que le site n’a plus sont supprimées, et aucun autre fichier ne l’est. Une seule "
          + "exportation à la fois écrit dans un DOSSIER."
      },
      rendererOption: "html (par défaut), markdown, json (chaque page en données), ou tout "
        + "moteur de rendu que --help cite (ses pages nommées .txt s’il ne dit pas autre "
        + "chose)",
      forceOption: "écrire dans un dossier qui contient des fichiers",
      dataOption: "un flux de joueurs au format JSON de l’app d’origine",
      languageOption: "la langue des pages (par défaut : en)"),
    fullScreen: .french,
    seeHelp: { command in "voir \(command) --help" },
    usageProblem: { problem in
      switch problem {
      case .unexpectedArgument(let argument): "argument inattendu « \(argument) »"
      case .needsValue(let flag): "\(flag) attend une valeur"
      case .takesNoValue(let flag): "\(flag) ne prend pas de valeur"
      case .unknownLanguage(let code): "--lang doit être en ou fr, pas « \(code) »"
      case .notOneOf(let flag, let accepted, let value):
        "\(flag) doit être l’un de \(accepted.joined(separator: ", ")), pas « \(value) »"
      case .notAWholeNumber(let flag, let minimum, let maximum, let value):
        "\(flag) doit être un nombre entier de \(minimum) à \(maximum), pas « \(value) »"
      case .unknownOption(let flag): "option inconnue « \(flag) »"
      case .route(let error): DemoStrings(.french).describe(error)
      case .traceOverFullScreen:
        "--trace écrirait par-dessus l’app plein écran : utilisez --trace-file FICHIER, ou "
          + "--line"
      case .unknownExportOption(let flag): "option inconnue « \(flag) » pour export"
      case .exportTakesOneFolder(let argument):
        "export prend un seul dossier, pas « \(argument) »"
      case .exportNeedsFolder: "export attend un dossier : \(CommandName.current) export DOSSIER"
      case .replayNeedsFile:
        "replay attend un enregistrement : \(CommandName.current) replay FICHIER"
      case .traceWithTraceFile:
        "--trace et --trace-file écrivent chacun ailleurs : donnez --trace (sortie d’erreur) "
          + "ou --trace-file FICHIER, pas les deux"
      case .notWithRPC(let flag):
        "--rpc parle JSON-RPC sur l’entrée et la sortie standard : il ne va pas avec \(flag)"
      }
    },
    scriptFailure: { failure, script in
      let reason =
        switch failure {
        case .noSuchFile: "fichier introuvable"
        case .permissionDenied: "permission refusée"
        case .isAFolder: "c’est un dossier, pas un fichier"
        case .unreadable(let code): "illisible (\(DemoStrings.systemError(code)))"
        case .fifoWithoutWriter: "un FIFO sans écrivain : rien à lire"
        case .notUTF8: "ne se lit pas comme du texte UTF-8"
        case .lineNotUTF8(let line): "la ligne \(line) ne se lit pas comme du texte UTF-8"
        }
      return "\(script) : \(reason)"
    },
    stoppedByQuitSignal: { command in "\(command) : arrêté par SIGQUIT (Ctrl-\\)" },
    outputFileFailure: { path, code, file in
      let reason = code == ENXIO ? "un FIFO sans lecteur" : DemoStrings.systemError(code)
      let name =
        switch file {
        case .trace: "le fichier de trace"
        case .recording: "l’enregistrement"
        }
      return "\(path) : impossible d’ouvrir \(name) (\(reason))"
    },
    recordingStopped: { reason, path in
      let why =
        switch reason {
        case .steps(let steps): "il compte \(steps) étapes, le plus qu’un enregistrement compte"
        case .bytes(let bytes): "il pèse \(bytes >> 20) Mio, le plus qu’un enregistrement pèse"
        case .writeFailed(let code):
          "impossible d’y écrire (\(DemoStrings.systemError(code)))"
        case .stepTooLarge(let bytes):
          "une étape prendrait plus de \(bytes >> 20) Mio, le plus que tient la ligne d’une étape"
        }
      return "l’enregistrement dans \(path) s’arrête : \(why) ; l’application continue"
    },
    replay: .french,
    writeFailure: { error in
      let name =
        switch error.target {
        case .standardOutput: "la sortie standard"
        case .standardError: "la sortie d’erreur"
        case .file(let path): "« \(path.cutForMessage) »"
        }
      return "impossible d’écrire sur \(name) (\(DemoStrings.systemError(error.code)))"
    },
    terminalFailure: { error in
      let reason = error.code == 0 ? "" : " : \(DemoStrings.systemError(error.code))"
      return "le terminal a échoué (« \(error.operation) »\(reason))"
    })
}
