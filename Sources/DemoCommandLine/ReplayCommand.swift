import Foundation
import MVVMC
import PSGDemo
import PlayerFeed
import Rendering
import TerminalUI

/// `psg-demo replay FILE`: opens a recording that `--record` wrote and shows its steps, each
/// step's screen rendered as it was recorded (the recording's width and language) by any
/// renderer.
///
/// With `--at N` it prints step N and exits: for scripts and tests. Otherwise it reads replay
/// commands line by line (`step N`, `later`, `earlier`, `first`, `last`), whose words are not
/// the app's, so none collides with a command a recorded screen lists. `resume` leaves the
/// replay and runs the app live from the step shown, by opening its route in a fresh app: the
/// framework's rule that a route is a function of what a scene shows makes that the same
/// screen. It refuses when the feed's digest differs from the recording's.
///
/// With `--export DIR` it writes the recording as an HTML walkthrough (``WalkthroughExport``)
/// and exits.
///
/// Exit statuses: 0 shown, 1 a replay command failed (not at a prompt) or the recording's last
/// line was cut short (its steps before it shown), 64 usage, 65 a file that is not a
/// recording, 66 a file that cannot be read or is not a regular file, 73 a walkthrough's folder that is
/// not empty (without `--force`) or cannot be written, 74 output that cannot be written;
/// after `resume`, the live app's.
@MainActor
enum ReplayCommand {
  /// The command line of `replay`, parsed.
  struct Options: Equatable {
    var file: CommandLineArgument?
    var at: Int?
    var renderer: String?
    var color: DemoOptions.ColorChoice = .auto
    var data: CommandLineArgument?
    var line = false
    /// The folder `--export` writes the walkthrough into.
    var export: CommandLineArgument?
    var force = false
    var help = false

    init(parsing arguments: [CommandLineArgument], rendererNames: [String]) throws(UsageError) {
      var remaining = arguments[...]
      func take(_ argument: CommandLineArgument) throws(UsageError) {
        guard file == nil else { throw UsageError(.unexpectedArgument(argument.text)) }
        file = argument
      }
      while case (let flag, let inlineValue)? = try remaining.nextFlag(operand: take) {
        func value() throws(UsageError) -> CommandLineArgument {
          try remaining.value(of: flag, inline: inlineValue)
        }
        switch flag {
        case "--at":
          let text = try value().text
          let most = RecordingFile.Limits.recording.steps - 1
          guard let number = Int(text), (0...most).contains(number) else {
            throw UsageError(
              .notAWholeNumber(flag: flag, minimum: 0, maximum: most, value: text))
          }
          at = number
        case "--renderer":
          let name = try value().text.lowercased()
          guard rendererNames.contains(name) else {
            throw UsageError(.notOneOf(flag: flag, accepted: rendererNames, value: name))
          }
          renderer = name
        case "--color", "--colour":
          color = try DemoOptions.choice(flag, try value().text)
        case "--data":
          data = try value()
        case "--line" where inlineValue == nil:
          line = true
        case "--export":
          export = try value()
        case "--force":
          force = true
        case "--help", "-h":
          help = true
        default:
          throw UsageError(.unknownOption(flag))
        }
      }
      if file == nil, !help { throw UsageError(.replayNeedsFile) }
    }
  }

  /// The text of `psg-demo replay --help`, laid out to `width` columns.
  static func usage(width: Int = 80, language: Language = .english) -> String {
    let words = CommandLineWords(language)
    let replay = words.replay
    let placeholders = words.placeholders
    return UsageText.command(
      about: replay.about,
      synopsis: [
        "psg-demo", "replay", placeholders.file, "[--at N | --export \(placeholders.folder)",
        "[--force]]",
        "[--renderer \(placeholders.name)]", "[--color \(placeholders.when)]",
        "[--data \(placeholders.path)|URL]", "[--line]",
      ],
      details: replay.modes,
      options: [
        ("--at N", replay.atOption),
        ("--renderer \(placeholders.name)", replay.rendererOption),
        ("--color \(placeholders.when)", words.help.colorOption),
        ("--data \(placeholders.path)|URL", replay.dataOption),
        ("--line", replay.lineOption),
        ("--export \(placeholders.folder)", replay.exportOption),
        ("--force", replay.forceOption),
      ], words: words
    ).naming(CommandName.current).text(width: width)
  }

  /// Runs `replay` with the arguments after it and returns the exit status.
  static func run(arguments: [CommandLineArgument], renderers registry: RendererRegistry) async
    -> Int32
  {
    let options: Options
    do throws(UsageError) {
      options = try Options(parsing: arguments, rendererNames: registry.names)
    } catch {
      return DemoRunner.fail(error.description(in: .english), status: UsageError.exitCode)
    }
    let english = CommandLineWords.english
    if options.help {
      do throws(WriteError) {
        try StandardStreams.write(usage(width: 80) + "\n")
        return 0
      } catch {
        return DemoRunner.report(error, in: .english)
      }
    }
    guard let file = options.file else { return UsageError.exitCode }
    if options.export != nil, options.at != nil {
      let problem = ReplayProblem.exportWithAt
      return DemoRunner.fail(english.replay.problem(problem, ""), status: problem.exitCode)
    }
    let name = file.visibleText.nameForMessage
    let recording: RecordingReader
    do throws(RecordingProblem) {
      recording = try RecordingReader(path: file.text)
    } catch {
      return DemoRunner.fail(
        english.replay.problem(.recording(error), name), status: error.exitCode)
    }
    do throws(RecordingProblem) {
      // A file is refused whole, before a screen or a page of it is written, in the
      // language its start names.
      try recording.checkEveryStep()
    } catch {
      let words = CommandLineWords(Language(rawValue: recording.start.language))
      return DemoRunner.fail(
        words.replay.problem(.recording(error), name), status: error.exitCode)
    }
    let start = recording.start
    guard DemoStrings.all.contains(where: { $0.language.rawValue == start.language }),
      (RenderContext.minimumWidth...RenderContext.maximumWidth).contains(start.width),
      (1...10_000).contains(start.rows)
    else {
      let problem = ReplayProblem.unsupportedStart(
        width: start.width, rows: start.rows, language: String(start.language.prefix(20)))
      return DemoRunner.fail(english.replay.problem(problem, name), status: problem.exitCode)
    }
    let language = Language(rawValue: start.language)
    guard let line = recording.cutLastLine else {
      return await replay(recording, name: name, language: language, options: options, registry)
    }
    // A recording stopped while its last step was written: the steps before it replay.
    let cut = ReplayProblem.cutLastLine(line: line, lastStep: recording.lastStep)
    _ = DemoRunner.fail(
      CommandLineWords(language).replay.problem(cut, name), status: cut.exitCode)
    let status = await replay(recording, name: name, language: language, options: options, registry)
    return status == 0 ? cut.exitCode : status
  }

  /// Shows, exports or steps through `recording`, once it is read and checked, as `options`
  /// ask; returns the exit status.
  private static func replay(
    _ recording: RecordingReader, name: String, language: Language, options: Options,
    _ registry: RendererRegistry
  ) async -> Int32 {
    let words = CommandLineWords(language)
    if let folder = options.export {
      return exportWalkthrough(recording, language: language, into: folder, options: options)
    }
    let outputIsTerminal = StandardStreams.outputIsTerminal
    let renderer =
      options.renderer.flatMap(registry.entry(named:))
      ?? registry.defaultEntry(outputIsTerminal: outputIsTerminal)
    let colors =
      renderer.colored
      ? OutputSettings.colors(
        choice: options.color, environment: ProcessInfo.processInfo.environment,
        outputIsTerminal: outputIsTerminal)
      : .none
    let replay = Replay(
      recording: recording, name: name, renderer: renderer,
      context: DemoStrings(language).renderContext(
        width: recording.start.width, colors: colors),
      words: words)
    do throws(WriteError) {
      if let at = options.at {
        let seq: Int
        do throws(ReplayProblem) {
          seq = try replay.stepNumber(at)
        } catch {
          return DemoRunner.fail(words.replay.problem(error, name), status: error.exitCode)
        }
        return try replay.show(seq, withStepLine: false) ? 0 : ReplayProblem.dataExitCode
      }
      let fullScreen =
        !options.line && renderer.medium == .terminal && StandardStreams.inputIsTerminal
        && outputIsTerminal
      if fullScreen { return try await replay.runFullScreen(options: options, renderers: registry) }
      return try await replay.run(options: options, renderers: registry)
    } catch {
      return DemoRunner.report(error, in: language)
    }
  }
}

extension ReplayCommand {
  /// Writes `recording`'s walkthrough into `folder` and says what was written, as `export`
  /// does; returns the exit status: 0, 65 or 66 for the recording, 73 the folder, 74 output.
  static func exportWalkthrough(
    _ recording: RecordingReader, language: Language, into folder: CommandLineArgument,
    options: Options
  ) -> Int32 {
    let strings = DemoStrings(language)
    let words = CommandLineWords(language)
    let directory = DirectorySiteFolder(path: folder.text)
    let summary: SiteExportSummary
    do throws(WalkthroughExport.Failure) {
      summary = try WalkthroughExport(recording: recording, language: language)
        .write(to: directory, force: options.force)
    } catch {
      switch error {
      case .recording(let problem):
        let name = options.file?.visibleText.nameForMessage ?? ""
        return DemoRunner.fail(words.replay.problem(problem, name), status: problem.exitCode)
      case .folder(let problem):
        return DemoRunner.fail(strings.describe(problem), status: problem.exitCode)
      }
    }
    do throws(WriteError) {
      try StandardStreams.write(strings.exportReport(summary, folder: directory.name) + "\n")
      return 0
    } catch {
      return DemoRunner.report(error, in: language)
    }
  }
}
