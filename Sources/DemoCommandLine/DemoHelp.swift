import MVVMC
import PSGDemo
import Rendering

/// The text of `psg-demo --help` and `--version`, in the language `--lang` asks for.
enum DemoHelp {
  /// The version `--version` prints.
  static let version = "0.1.0"

  /// The usage text laid out to `width` columns: modes, flags, commands, routes and examples,
  /// with `rendererNames` as the renderers `--renderer` accepts, in `language`.
  ///
  /// ```swift
  /// DemoHelp.usage(rendererNames: ["plain", "ansi"], width: 40)  // no line over 40 columns
  /// DemoHelp.usage(rendererNames: ["plain"], language: .french)  // "psg-demo : l’effectif…"
  /// ```
  static func usage(rendererNames: [String], width: Int = 80, language: Language = .english)
    -> String
  {
    usageText(rendererNames: rendererNames, language: language).naming(CommandName.current)
      .text(width: width)
  }

  /// The usage text before it is laid out.
  static func usageText(rendererNames: [String], language: Language = .english) -> UsageText {
    let words = Words(DemoStrings(language))
    let or = words.french ? " ou " : " or "
    let listed =
      rendererNames.count > 1
      ? rendererNames.dropLast().joined(separator: ", ") + or
        + rendererNames[rendererNames.count - 1]
      : rendererNames.joined()
    let renderer = (
      words.french ? "--renderer NOM" : "--renderer NAME",
      listed
        + (words.french
          ? " (par défaut : ansi sur un terminal, plain sinon)"
          : " (default: ansi on a terminal, else plain)")
    )
    return UsageText(
      words.head + [
        .terms(TermList([renderer] + words.options)), .blank, .heading(words.commandsHeading),
        words.commands, .blank,
      ]
        + words.filters + [.heading(words.routesHeading), words.routes, .blank] + words.examples)
  }

  /// The help's words in one language.
  private struct Words {
    let strings: DemoStrings
    var french: Bool { strings.language == .french }

    init(_ strings: DemoStrings) {
      self.strings = strings
    }

    private func example(_ text: String) -> UsageText.Item {
      .paragraph(text, indent: 2, hanging: 4)
    }

    var head: [UsageText.Item] {
      [
        .paragraph(
          french
            ? "psg-demo : l’effectif du Paris Saint-Germain 2021-22, une démo MVVM-C dans le "
              + "terminal."
            : "psg-demo: the Paris Saint-Germain 2021-22 squad, an MVVM-C demo in the terminal."),
        .blank,
        .heading(french ? "UTILISATION" : "USAGE"),
        .paragraph(
          (french
            ? [
              "psg-demo", "[--renderer NOM]", "[--data CHEMIN|URL]", "[--script FICHIER|-]",
              "[--line]", "[--open ROUTE]", "[--color auto|always|never]", "[--width N]",
              "[--rows N]", "[--lang en|fr]", "[--trace | --trace-file FICHIER]", "[--help]",
              "[--version]",
            ]
            : [
              "psg-demo", "[--renderer NAME]", "[--data PATH|URL]", "[--script FILE|-]",
              "[--line]", "[--open ROUTE]", "[--color auto|always|never]", "[--width N]",
              "[--rows N]", "[--lang en|fr]", "[--trace | --trace-file FILE]", "[--help]",
              "[--version]",
            ]).map(UsageText.glued).joined(separator: " "), indent: 2, hanging: 11),
        .paragraph(
          (french
            ? ["psg-demo", "export", "DOSSIER", "[OPTIONS D’EXPORT]"]
            : ["psg-demo", "export", "DIR", "[EXPORT OPTIONS]"]).map(UsageText.glued)
            .joined(separator: " "), indent: 2, hanging: 11),
        .blank,
        .paragraph(
          french
            ? "Sur un terminal, avec un moteur de rendu pour terminal, psg-demo est une app "
              + "plein écran (tapez ? pour voir ses touches). Sinon, ou avec --line ou --script, "
              + "il lit les COMMANDES ligne à ligne. --renderer json écrit chaque écran sur une "
              + "ligne de JSON, pour les programmes. psg-demo export écrit chaque écran dans un "
              + "site HTML, Markdown ou JSON relié ; ses options sont dans psg-demo export "
              + "--help. Chaque commande se tape aussi par son mot anglais (voir psg-demo --help)."
            : "On a terminal, with a terminal renderer, psg-demo is a full-screen app (press ? "
              + "in it for its keys). Otherwise, or with --line or --script, it reads COMMANDS "
              + "line by line. --renderer json writes each screen as one line of JSON, for "
              + "programs. psg-demo export writes every screen as a linked HTML, Markdown or "
              + "JSON site; its options are in psg-demo export --help."),
        .blank,
        .heading("OPTIONS"),
      ]
    }

    var options: [(term: String, description: String)] {
      french
        ? [
          (
            "--data CHEMIN|URL",
            "un flux de joueurs au format JSON de l’app d’origine (par défaut : l’effectif "
              + "intégré), 16 Mio au plus ; une URL http ou https peut rester muette 10 "
              + "secondes d’affilée et prendre 30 secondes en tout"
          ),
          (
            "--script FICHIER|-",
            "lire les commandes dans FICHIER (- pour l’entrée standard) et écrire une "
              + "transcription : l’écran au départ et après chaque commande, les écrans "
              + "séparés par un trait"
          ),
          ("--line", "le mode ligne (une invite psg>) même sur un terminal"),
          ("--open ROUTE", "démarrer sur un lien profond (voir ROUTES)"),
          (
            "--color QUAND",
            "auto, always ou never ; aussi --colour (auto suit NO_COLOR, FORCE_COLOR, "
              + "CLICOLOR_FORCE, TERM=dumb et si la sortie est un terminal)"
          ),
          (
            "--width N",
            "la largeur de la sortie en colonnes (par défaut : COLUMNS, le terminal, ou 80)"
          ),
          (
            "--rows N",
            "les lignes par page de la liste et des buteurs (par défaut : la hauteur du "
              + "terminal, sinon 50)"
          ),
          ("--lang en|fr", "la langue de l’interface (par défaut : en)"),
          (
            "--trace",
            "écrire les événements de navigation, des coordinateurs et des liaisons sur la "
              + "sortie d’erreur (mode ligne seulement : utilisez --trace-file dans l’app "
              + "plein écran)"
          ),
          ("--trace-file FICHIER", "ajouter plutôt ces événements à FICHIER, dans tout mode"),
          ("--help, -h", "afficher cette aide"),
          ("--version", "afficher la version"),
        ]
        : [
          (
            "--data PATH|URL",
            "a players feed in the original app's JSON format (default: the embedded squad), "
              + "at most 16 MiB; an http or https URL may stay silent 10 seconds at a time and "
              + "take 30 seconds in all"
          ),
          (
            "--script FILE|-",
            "read commands from FILE (- for standard input) and print a transcript: the "
              + "screen at start and after every command, frames set apart by a rule"
          ),
          ("--line", "line mode (a psg> prompt) even on a terminal"),
          ("--open ROUTE", "start at a deep link (see ROUTES)"),
          (
            "--color WHEN",
            "auto, always or never; also --colour (auto honours NO_COLOR, FORCE_COLOR, "
              + "CLICOLOR_FORCE, TERM=dumb and whether the output is a terminal)"
          ),
          ("--width N", "output width in columns (default: COLUMNS, the terminal, or 80)"),
          (
            "--rows N",
            "rows per page of the list and the scorers (default: the terminal's height, else "
              + "50)"
          ),
          ("--lang en|fr", "interface language (default: en)"),
          (
            "--trace",
            "print navigation, coordinator and binding events on stderr (line mode only: use "
              + "--trace-file in the full-screen app)"
          ),
          ("--trace-file FILE", "append those events to FILE instead, in any mode"),
          ("--help, -h", "show this help"),
          ("--version", "show the version"),
        ]
    }

    var commandsHeading: String { french ? "COMMANDES" : "COMMANDS" }
    var routesHeading: String { "ROUTES" }

    /// Every registered scene's typed actions (``PSGDemo/DemoScenes/actions``) with their
    /// summaries.
    var commands: UsageText.Item {
      .terms(
        TermList(
          DemoScenes.standard.actions.compactMap { action in
            strings.helpUsage(of: action).map {
              TermList.Entry($0, action.summary(strings.language))
            }
          }))
    }

    /// Every registered scene's route forms (``PSGDemo/DemoScenes/routeForms``) with their
    /// summaries; a route is an address, the same in every language, but for its placeholders.
    var routes: UsageText.Item {
      .terms(
        TermList(
          DemoScenes.standard.routeForms.map {
            TermList.Entry(strings.placeholders(in: $0.pattern), $0.summary(strings.language))
          }))
    }

    var filters: [UsageText.Item] {
      [
        .heading(french ? "FILTRES" : "FILTERS"),
        .paragraph(
          french
            ? "aucun, gardiens, défenseurs, milieux, attaquants, formés, numéro, alphabétique "
              + "(leurs noms anglais marchent aussi)"
            : "none, goalkeepers, defenders, midfielders, forwards, academy, number, "
              + "alphabetical (French names work too: aucun, gardiens, défenseurs, milieux, "
              + "attaquants, formés, numéro, alphabétique)", indent: 2),
        .blank,
      ]
    }

    var examples: [UsageText.Item] {
      (french
        ? [
          .heading("EXEMPLES"),
          example("psg-demo --lang fr"),
          example(#"echo "chercher mba" | psg-demo --lang fr --renderer plain"#),
          example(
            #"psg-demo --lang fr --open "players?filter=gardiens" --renderer markdown"#
              + " < /dev/null > effectif.md"),
          example("psg-demo --lang fr --open player/7 --trace --script commandes.txt"),
          example("psg-demo --lang fr --trace-file trace.log"),
          example("psg-demo --lang fr --renderer html --open player/7 > mbappe.html"),
          example("psg-demo export site --lang fr"),
          .blank,
          .heading("CODES DE SORTIE"),
          .paragraph(
            "0 succès, 1 une commande du script a échoué, 64 erreur d’utilisation, 65 flux ou "
              + "script invalide, 66 fichier du flux ou du script introuvable ou illisible, "
              + "69 URL du flux injoignable, 73 fichier de trace ou site exporté impossible à "
              + "créer, 74 sortie impossible à écrire",
            indent: 2),
        ]
        : [
          .heading("EXAMPLES"),
          example("psg-demo"),
          example(#"echo "search mba" | psg-demo --renderer plain"#),
          example(
            #"psg-demo --open "players?filter=goalkeepers" --renderer markdown"#
              + " < /dev/null > squad.md"),
          example("psg-demo --open player/7 --trace --script commands.txt"),
          example("psg-demo --trace-file trace.log"),
          example("psg-demo --renderer html --open player/7 > mbappe.html"),
          example("psg-demo export site"),
          .blank,
          .heading("EXIT STATUS"),
          .paragraph(
            "0 success, 1 a scripted command failed, 64 usage error, 65 bad feed or script "
              + "data, 66 feed or script file not found or unreadable, 69 feed URL "
              + "unavailable, 73 trace file or exported site cannot be created, 74 output "
              + "cannot be written",
            indent: 2),
        ])
    }
  }
}
