import PlayerFeed
import Rendering
import TerminalUI

/// Every word the command line writes itself, in one language: its `--help`, the help of
/// `export`, its usage errors and its own failures (a script, the trace file, the output, the
/// terminal). One value a language, ``english`` and ``french``, each in its own file: a word
/// missing from a language does not compile, and a third language is one more value.
///
/// Words that take arguments are closures; a family of errors is one closure holding that
/// language's `switch`. What is the same in every language is not a word and stays where the
/// text is put together: an option's name (`--width`), the command's name, `URL`, `en|fr`.
/// The scenes' commands and routes come from ``PSGDemo/DemoStrings``.
///
/// ```swift
/// CommandLineWords(.french).help.commandsHeading          // "COMMANDES"
/// CommandLineWords.english.describe(.unknownOption("-x"))  // "unknown option “-x”"
/// ```
struct CommandLineWords: Sendable {
  /// The names in capitals that stand for what the user types.
  let placeholders: Placeholders
  /// The heading of a command's synopsis: `USAGE`.
  let usageHeading: String
  /// The heading of a command's options: `OPTIONS`.
  let optionsHeading: String
  /// The words of `psg-demo --help`.
  let help: Help
  /// The words of `psg-demo export --help`.
  let exportHelp: ExportHelp
  /// The words of the full-screen app: its help, its footer and the inspector's panel.
  let fullScreen: FullScreenWords

  /// Where a usage error sends the user, for the command `command`: `see psg-demo --help`.
  let seeHelp: @Sendable (_ command: String) -> String
  /// What is wrong with a command line, given with its user's text already cut for a
  /// message; written through ``describe(_:)-(UsageProblem)``.
  let usageProblem: @Sendable (UsageProblem) -> String
  /// Why the script named `script` (already made fit for a message) cannot be run.
  let scriptFailure: @Sendable (_ failure: ScriptFile.Failure, _ script: String) -> String
  /// The line `SIGQUIT` (Ctrl-\\) ends the command `command` with.
  let stoppedByQuitSignal: @Sendable (_ command: String) -> String
  /// Why the trace or recording file `path` (already made fit for a message) cannot be
  /// opened, with the `errno` of open(2): `ENXIO` means that opening without blocking found
  /// no program reading the FIFO (or a socket).
  let outputFileFailure:
    @Sendable (_ path: String, _ code: Int32, _ file: TraceOutput.OpenFailure.OutputFile) ->
      String
  /// The line that says recording into `path` (already made fit for a message) stopped and
  /// why, while the app goes on.
  let recordingStopped: @Sendable (_ reason: RecordingFile.Stop, _ path: String) -> String
  /// The words of `psg-demo replay`.
  let replay: ReplayWords
  /// Why a write failed.
  let writeFailure: @Sendable (WriteError) -> String
  /// Why the full-screen app's terminal failed.
  let terminalFailure: @Sendable (TerminalError) -> String

  /// The names in capitals that stand for what the user types, in a synopsis and beside an
  /// option: `--data PATH|URL`, `psg-demo export DIR`.
  struct Placeholders: Sendable {
    /// A renderer's name: `NAME`.
    let name: String
    /// A file's path: `PATH`.
    let path: String
    /// A file: `FILE`.
    let file: String
    /// A folder: `DIR`.
    let folder: String
    /// When colours are used: `WHEN`.
    let when: String
    /// A deep link: `ROUTE`.
    let route: String
    /// The options of `export`, in the main synopsis: `EXPORT OPTIONS`.
    let exportOptions: String
    /// The options of `replay`, in the main synopsis: `REPLAY OPTIONS`.
    let replayOptions: String
  }

  /// The words of `psg-demo --help`; its commands and routes are the scenes'.
  struct Help: Sendable {
    /// The first line: what the demo is.
    let about: String
    /// How the modes are chosen, after the synopsis.
    let modes: String
    /// Between the last two renderers of a list: `plain, ansi or html`.
    let or: String
    /// After the renderers `--renderer` accepts.
    let rendererDefault: String
    /// What `--data` does.
    let dataOption: String
    /// What `--script` does.
    let scriptOption: String
    /// What `--line` does.
    let lineOption: String
    let rpcOption: String
    /// What `--open` does.
    let openOption: String
    /// What `--color` does.
    let colorOption: String
    /// What `--width` does.
    let widthOption: String
    /// What `--rows` does.
    let rowsOption: String
    /// What `--lang` does.
    let languageOption: String
    /// What `--trace` does.
    let traceOption: String
    /// What `--trace-file` does.
    let traceFileOption: String
    /// What `--record` does.
    let recordOption: String
    /// What `--help` does.
    let helpOption: String
    /// What `--version` does.
    let versionOption: String
    /// The heading of the scenes' commands: `COMMANDS`.
    let commandsHeading: String
    /// The heading of the list's filters: `FILTERS`.
    let filtersHeading: String
    /// The list's filters, by name.
    let filters: String
    /// The heading of the scenes' routes: `ROUTES`.
    let routesHeading: String
    /// The heading of the examples: `EXAMPLES`.
    let examplesHeading: String
    /// Command lines to copy, one an entry.
    let examples: [String]
    /// The heading of the exit statuses: `EXIT STATUS`.
    let exitStatusHeading: String
    /// What each exit status means.
    let exitStatus: String
  }

  /// The words of `psg-demo export --help`.
  struct ExportHelp: Sendable {
    /// The first line: what `export` does.
    let about: String
    /// What the site holds and how the folder is written, with `rows` rows a list's page.
    let site: @Sendable (_ rows: Int) -> String
    /// What `--renderer` chooses.
    let rendererOption: String
    /// What `--force` does.
    let forceOption: String
    /// What `--data` does.
    let dataOption: String
    /// What `--lang` does.
    let languageOption: String
  }
}

extension CommandLineWords {
  /// The words of `language`, English for a language without its own: the one place a
  /// language chooses words.
  ///
  /// ```swift
  /// CommandLineWords(.french).usageHeading  // "UTILISATION"
  /// ```
  init(_ language: Language) {
    self = Self.byLanguage[language] ?? .english
  }

  /// Each language the command line speaks, with its words.
  private static let byLanguage: [Language: CommandLineWords] = [
    .english: .english, .french: .french,
  ]

  /// What is wrong with the command line; the user's text in it is cut for a one-line
  /// message (``UsageProblem/cutForMessage``).
  ///
  /// ```swift
  /// CommandLineWords.french.describe(.unknownOption("--bogus"))  // "option inconnue « --bogus »"
  /// ```
  func describe(_ problem: UsageProblem) -> String {
    usageProblem(problem.cutForMessage)
  }

  /// Why the script `script` (its name as shown) cannot be run.
  ///
  /// ```swift
  /// CommandLineWords.french.describe(.noSuchFile, script: "tour.txt")
  /// // "tour.txt : fichier introuvable"
  /// ```
  func describe(_ failure: ScriptFile.Failure, script: String) -> String {
    scriptFailure(failure, script.nameForMessage)
  }

  /// Why the trace file cannot be opened: `trace.fifo: cannot open the trace file: a FIFO
  /// with no reader`.
  func describe(_ failure: TraceOutput.OpenFailure) -> String {
    outputFileFailure(failure.path.nameForMessage, failure.code, failure.file)
  }

  /// Why a write failed: `cannot write to standard output: No space left on device`.
  func describe(_ error: WriteError) -> String {
    writeFailure(error)
  }

  /// Why the full-screen app's terminal failed.
  func describe(_ error: TerminalError) -> String {
    terminalFailure(error)
  }
}
