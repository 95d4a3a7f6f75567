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

  /// The usage text before it is laid out: the words of ``CommandLineWords`` in `language`
  /// around the options' names.
  static func usageText(_ language: Language) -> UsageText {
    let words = CommandLineWords(language)
    let help = words.exportHelp
    let placeholders = words.placeholders
    return UsageText.command(
      about: help.about,
      synopsis: [
        "psg-demo", "export", placeholders.folder, "[--renderer \(placeholders.name)]",
        "[--force]", "[--data \(placeholders.path)|URL]", "[--lang en|fr]",
      ],
      details: help.site(rows),
      options: [
        ("--renderer \(placeholders.name)", help.rendererOption),
        ("--force", help.forceOption),
        ("--data \(placeholders.path)|URL", help.dataOption),
        ("--lang en|fr", help.languageOption),
      ], words: words)
  }

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
      line: CommandLineWords(options.language).stoppedByQuitSignal(CommandName.current) + "\n",
      resetsColors: false)
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
