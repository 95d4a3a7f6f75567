import Foundation
import PSGDemo
import PlayerFeed
import Rendering

/// `psg-demo export DIR`: writes the demo as a static site with ``PSGDemo/SiteExporter``, in
/// the format the renderer declares (`Renderer.siteFormat`): any registered renderer exports.
///
/// Exit statuses: 0 written, 64 usage, 65/66/69 the feed (as for the app), 70 a renderer whose
/// site format cannot be written, 73 the folder is not empty (without `--force`), is being
/// written by another export, cannot be created or written, or a folder of the user's holds a
/// page's name, 74 standard output failed, 128 + the signal's number when `SIGINT`, `SIGTERM`,
/// `SIGHUP` or `SIGQUIT` stopped it between two pages.
@MainActor
enum ExportCommand {
  /// The text of `psg-demo export --help` in `language`, laid out to `width` columns.
  ///
  /// ```swift
  /// ExportCommand.usage(width: 40)           // no line over 40 columns
  /// ExportCommand.usage(language: .french)   // "psg-demo export : écrire l’app en site…"
  /// ```
  static func usage(width: Int = 80, language: Language = .english) -> String {
    usageText(language).naming(CommandName.current).text(width: width)
  }

  private static let rows = SiteExporter.defaultPageSize

  /// The usage text before it is laid out, in `language`.
  static func usageText(_ language: Language) -> UsageText {
    language == .french ? frenchUsageText : englishUsageText
  }

  private static let englishUsageText = UsageText([
    .paragraph("psg-demo export: write the app as a static site, one page per screen."),
    .blank,
    .heading("USAGE"),
    .paragraph(
      [
        "psg-demo", "export", "DIR", "[--renderer NAME]", "[--force]",
        "[--data PATH|URL]", "[--lang en|fr]",
      ].map(UsageText.glued).joined(separator: " "), indent: 2, hanging: 18),
    .blank,
    .paragraph(
      "The site holds the list under each filter in pages of \(rows) rows (index.html is the "
        + "first page of the unfiltered list), the filter picker over each list, one page per "
        + "player, named by the feed's id, the top scorers in pages of \(rows) rows, and one "
        + "comparison a player, with the player before them in the feed; rows link "
        + "to players, options to filtered lists, next and prev to the neighbouring pages, "
        + "breadcrumbs back. An HTML site's pages share style.css and search.js. DIR is "
        + "created if missing. A DIR that holds files is refused unless --force is given; then "
        + "the site's files are replaced, a file that already holds a page's bytes is left as "
        + "it is, the pages of an earlier export that the site no longer has are removed, and "
        + "no other file is. One export at a time writes into a DIR."),
    .blank,
    .heading("OPTIONS"),
    .terms(
      TermList([
        (
          "--renderer NAME",
          "html (default), markdown, json (each page as data), or any renderer --help lists "
            + "(its pages named .txt unless it says otherwise)"
        ),
        ("--force", "write into a folder that holds files"),
        ("--data PATH|URL", "a players feed in the original app's JSON format"),
        ("--lang en|fr", "the pages' language (default: en)"),
      ])),
  ])

  private static let frenchUsageText = UsageText([
    .paragraph("psg-demo export : écrire l’app en site statique, une page par écran."),
    .blank,
    .heading("UTILISATION"),
    .paragraph(
      [
        "psg-demo", "export", "DOSSIER", "[--renderer NOM]", "[--force]",
        "[--data CHEMIN|URL]", "[--lang en|fr]",
      ].map(UsageText.glued).joined(separator: " "), indent: 2, hanging: 18),
    .blank,
    .paragraph(
      "Le site contient la liste sous chaque filtre en pages de \(rows) lignes (index.html est "
        + "la première page de la liste sans filtre), le choix du filtre au-dessus de chaque "
        + "liste, une page par joueur, nommée par l’id du flux, les meilleurs buteurs en pages "
        + "de \(rows) lignes, et une comparaison par joueur, avec le joueur qui le précède dans "
        + "le flux ; les lignes mènent aux joueurs, les options aux listes filtrées, suivant et "
        + "précédent aux pages voisines, le fil d’Ariane aux écrans d’avant. Les pages d’un "
        + "site HTML partagent style.css et search.js. DOSSIER est créé s’il manque. Un "
        + "DOSSIER qui contient des fichiers est refusé sans --force ; avec, les fichiers du "
        + "site sont remplacés, un fichier qui contient déjà les octets d’une page est laissé "
        + "tel quel, les pages d’une exportation précédente que le site n’a plus sont "
        + "supprimées, et aucun autre fichier ne l’est. Une seule exportation à la fois écrit "
        + "dans un DOSSIER."),
    .blank,
    .heading("OPTIONS"),
    .terms(
      TermList([
        (
          "--renderer NOM",
          "html (par défaut), markdown, json (chaque page en données), ou tout moteur de rendu "
            + "que --help cite (ses pages nommées .txt s’il ne dit pas autre chose)"
        ),
        ("--force", "écrire dans un dossier qui contient des fichiers"),
        ("--data CHEMIN|URL", "un flux de joueurs au format JSON de l’app d’origine"),
        ("--lang en|fr", "la langue des pages (par défaut : en)"),
      ])),
  ])

  /// Runs the export with the arguments after `export` and returns the exit status.
  static func run(arguments: [String], renderers: RendererRegistry) async -> Int32 {
    let options: ExportOptions
    do throws(UsageError) {
      options = try ExportOptions(parsing: arguments)
    } catch {
      let language = UsageError.language(in: arguments.map(CommandLineArgument.init))
      return DemoRunner.fail(error.description(in: language), status: UsageError.exitCode)
    }
    if options.help {
      do throws(WriteError) {
        // No --width here: COLUMNS, else the terminal, else 80, as psg-demo's own help.
        let width = OutputSettings.width(
          flag: nil, environment: ProcessInfo.processInfo.environment,
          terminalColumns: StandardStreams.outputIsTerminal
            ? StandardStreams.size()?.columns : nil)
        try StandardStreams.write(usage(width: width, language: options.language) + "\n")
        return 0
      } catch {
        return DemoRunner.report(error, in: options.language)
      }
    }
    let strings = DemoStrings(options.language)
    QuitSignal.install(
      line: strings.stoppedByQuitSignal(command: CommandName.current) + "\n", resetsColors: false)
    guard let entry = renderers.entry(named: options.renderer) else {
      let error = UsageError(
        .notOneOf(flag: "--renderer", accepted: renderers.names, value: options.renderer))
      return DemoRunner.fail(error.description(in: options.language), status: UsageError.exitCode)
    }
    // The renderer says what its site needs: never asked of its type.
    let format = entry.renderer.siteFormat
    guard format.isWritable else {
      let error = ExportError(.unwritableSiteFormat(renderer: entry.name))
      return DemoRunner.fail(strings.describe(error), status: error.exitCode)
    }
    let players: [Player]
    do throws(FeedError) {
      let source = try options.data.map(FeedSource.init(argument:)) ?? .embedded
      players = try await FeedLoader(timeout: .seconds(10)).load(source)
    } catch {
      let error = error.namingItsSourceForAMessage
      return DemoRunner.fail(strings.describe(error), status: error.exitCode)
    }
    let exporter = SiteExporter(
      players: players, format: format, context: strings.renderContext())
    let folder = DirectorySiteFolder(path: options.folder)
    let interruption = ExportInterruption()
    let task = Task { () async -> Result<SiteExportSummary, ExportError> in
      do throws(ExportError) {
        return .success(try await exporter.export(to: folder, force: options.force))
      } catch {
        return .failure(error)
      }
    }
    interruption.start(cancelling: task)
    let result = await task.value
    interruption.stop()
    let summary: SiteExportSummary
    switch result {
    case .success(let done):
      summary = done
    case .failure(var error):
      if let signal = interruption.caught, error.exitCode == 130 { error.exitCode = 128 + signal }
      return DemoRunner.fail(strings.describe(error), status: error.exitCode)
    }
    do throws(WriteError) {
      // Such as `exported 53 pages and 2 shared files to site (start at index.html): 55
      // written, 0 unchanged, 0 removed`, in the language asked for.
      try StandardStreams.write(strings.exportReport(summary, folder: folder.name) + "\n")
      return 0
    } catch {
      // Quietly when its reader left, as `| head` ends.
      return DemoRunner.report(error, in: options.language)
    }
  }
}
