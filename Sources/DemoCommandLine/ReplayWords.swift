import TerminalUI

/// The words of `psg-demo replay`: its help, the commands that move through a recording, and
/// why a recording cannot be replayed. One value a language, as ``CommandLineWords`` is.
struct ReplayWords: Sendable {
  /// The first line of `replay --help`.
  let about: String
  /// What replay does without `--at`, after the synopsis.
  let modes: String
  /// What `--at` does.
  let atOption: String
  /// What `--renderer` does here.
  let rendererOption: String
  /// What `--data` does here.
  let dataOption: String
  /// What `--line` does here.
  let lineOption: String
  /// What `--export` does.
  let exportOption: String
  /// What `--force` does here.
  let forceOption: String
  /// The words of the pages `--export` writes.
  let walkthrough: Walkthrough
  /// The step commands' words, as typed: `step`, `later`, `earlier`, `first`, `last`,
  /// `inspect`, `resume`, `quit`, `help`.
  let commands: Commands
  /// The line above a step's screen: `step 2 of 4 · open 1`.
  let stepLine: @Sendable (_ seq: Int, _ last: Int, _ command: String?) -> String
  /// The line under a step whose command was refused: the refusal's message.
  let refusedLine: @Sendable (_ message: String) -> String
  /// What the replay's commands do, for `help`.
  let commandsHelp: String
  /// Why a recording cannot be replayed, or a replay command refused, with its file's name
  /// already made fit for a message.
  let problem: @Sendable (ReplayProblem, _ file: String) -> String

  /// The words of a walkthrough's pages (``WalkthroughExport``): the index's title and
  /// columns, and the links between pages.
  struct Walkthrough: Sendable {
    /// The index page's title: `Walkthrough`.
    let title: String
    /// The index's columns: `Step`, `Command`, `Route`.
    let stepColumn: String
    let commandColumn: String
    let routeColumn: String
    /// What the index's command column says of step 0: `start`.
    let start: String
    /// The links of a step's page: to the step before, the step after, the index.
    let previous: String
    let next: String
    let index: String
  }

  /// The words the replay reads.
  struct Commands: Sendable {
    let step: String
    let later: String
    let earlier: String
    let first: String
    let last: String
    let inspect: String
    let resume: String
    let quit: String
    let help: String
  }
}

/// Why a recording cannot be replayed, or a replay command cannot be carried out.
enum ReplayProblem: Error, Equatable, Sendable {
  /// The file is not a recording that can be read (``TerminalUI/RecordingProblem``).
  case recording(RecordingProblem)
  /// A step asked for that the recording does not have: the step, and the last one.
  case noStep(Int, last: Int)
  /// Step 0 asks for a width, rows or a language the app does not draw at: a recording made
  /// by another program, or edited.
  case unsupportedStart(width: Int, rows: Int, language: String)
  /// `resume` on a step whose route the app refuses.
  case refusedRoute(Int)
  /// `resume` on a step whose route does not open on the feed loaded (a player it does not
  /// have): the step, and why, in the replay's language.
  case routeDoesNotOpen(Int, reason: String)
  /// A line no replay command reads.
  case unknownCommand(String)
  /// `resume` on data whose digest differs from the recording's.
  case differentData(recorded: String, loaded: String)
  /// `resume` on a step whose screen names no route.
  case noRoute(Int)
  /// `--export` and `--at` together: one asks for a page per step, the other for one step.
  case exportWithAt
  /// The recording's last line, `line`, was cut short while it was written: the steps to
  /// `lastStep` are whole and replay. Not an end: the replay goes on, and ends with 1.
  case cutLastLine(line: Int, lastStep: Int)

  /// The exit status of a file that is not a recording.
  static let dataExitCode: Int32 = 65
  /// The exit status of a resume refused after the full-screen replay ended.
  static let usageExitCode: Int32 = 64

  /// The exit status when the problem ends the replay: 66 unreadable, 65 bad data, 64 usage.
  var exitCode: Int32 {
    switch self {
    case .recording(let problem): problem.exitCode
    case .unsupportedStart: 65
    case .cutLastLine: 1
    case .noStep, .unknownCommand, .differentData, .noRoute, .refusedRoute, .routeDoesNotOpen,
      .exportWithAt:
      64
    }
  }
}
