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
  /// The command line's words in English, the default; the system's own words (`strerror`)
  /// are quoted as they are.
  ///
  /// ```swift
  /// CommandLineWords.english.help.commandsHeading  // "COMMANDS"
  /// CommandLineWords.english.seeHelp("psg-demo")   // "see psg-demo --help"
  /// ```
  static let english = CommandLineWords(
    placeholders: Placeholders(
      name: "NAME", path: "PATH", file: "FILE", folder: "DIR", when: "WHEN", route: "ROUTE",
      exportOptions: "EXPORT OPTIONS", replayOptions: "REPLAY OPTIONS"),
    usageHeading: "USAGE",
    optionsHeading: "OPTIONS",
    help: Help(
      about: "psg-demo: the Paris Saint-Germain 2021-22 squad, an MVVM-C demo in the terminal.",
      modes: "On a terminal, with a terminal renderer, psg-demo is a full-screen app (press ? "
        + "in it for its keys). Otherwise, or with --line or --script, it reads COMMANDS "
        + "line by line. --renderer json writes each screen as one line of JSON, for "
        + "programs. psg-demo export writes every screen as a linked HTML, Markdown or "
        + "JSON site; its options are in psg-demo export --help. psg-demo replay steps "
        + "through a run recorded with --record; see psg-demo replay --help.",
      or: "or",
      rendererDefault: "(default: ansi on a terminal, else plain)",
      dataOption: "a players feed in the original app's JSON format (default: the embedded "
        + "squad), at most 16 MiB; an http or https URL may stay silent 10 seconds at a time "
        + "and take 30 seconds in all",
      scriptOption: "read commands from FILE (- for standard input) and print a transcript: "
        + "the screen at start and after every command, frames set apart by a rule",
      lineOption: "line mode (a psg> prompt) even on a terminal",
      rpcOption: "speak JSON-RPC 2.0 on standard input and output, one message a line or "
        + "with LSP's Content-Length headers (Docs/Protocol.md); no terminal is touched",
      openOption: "start at a deep link (see ROUTES)",
      colorOption: "auto, always or never; also --colour (auto honours NO_COLOR, FORCE_COLOR, "
        + "CLICOLOR_FORCE, TERM=dumb and whether the output is a terminal)",
      widthOption: "output width in columns (default: COLUMNS, the terminal, or 80)",
      rowsOption: "rows per page of the list and the scorers (default: the terminal's height, "
        + "else 50)",
      languageOption: "interface language (default: en)",
      traceOption: "print navigation, coordinator and binding events on stderr (line mode "
        + "only: use --trace-file in the full-screen app)",
      traceFileOption: "append those events to FILE instead, in any mode",
      recordOption: "record the run in FILE, in any mode: the start and each key or command "
        + "with the screen, the route, the stack, the boxes and the events after it (JSON "
        + "Lines; at most 10,000 steps or 64 MiB; see psg-demo replay --help)",
      helpOption: "show this help",
      versionOption: "show the version",
      commandsHeading: "COMMANDS",
      filtersHeading: "FILTERS",
      filters: "none, goalkeepers, defenders, midfielders, forwards, academy, number, "
        + "alphabetical (French names work too: aucun, gardiens, défenseurs, milieux, "
        + "attaquants, formés, numéro, alphabétique)",
      routesHeading: "ROUTES",
      examplesHeading: "EXAMPLES",
      examples: [
        "psg-demo",
        #"echo "search mba" | psg-demo --renderer plain"#,
        #"psg-demo --open "players?filter=goalkeepers" --renderer markdown"#
          + " < /dev/null > squad.md",
        "psg-demo --open player/7 --trace --script commands.txt",
        "psg-demo --trace-file trace.log",
        "psg-demo --renderer html --open player/7 > mbappe.html",
        "psg-demo export site",
      ],
      exitStatusHeading: "EXIT STATUS",
      exitStatus: "0 success, 1 a scripted command failed, 64 usage error, 65 bad feed or "
        + "script data, 66 feed or script file not found or unreadable, 69 feed URL "
        + "unavailable, 73 trace file or exported site cannot be created, 74 output cannot be "
        + "written"),
    exportHelp: ExportHelp(
      about: "psg-demo export: write the app as a static site, one page per screen.",
      site: { rows in
        "The site holds the list under each filter in pages of \(rows) rows (index.html is "
          + "the first page of the unfiltered list), the filter picker over each list, one "
          + "page per player, named by the feed's id, the top scorers in pages of \(rows) "
          + "rows, and one comparison a player, with the player before them in the feed; rows "
          + "link to players, options to filtered lists, next and prev to the neighbouring "
          + "pages, breadcrumbs back. An HTML site's pages share style.css and search.js. DIR "
          + "is created if missing. A DIR that holds files is refused unless --force is "
          + "given; then the site's files are replaced, a file that already holds a page's "
          + "bytes is left as it is, the pages of an earlier export that the site no longer "
          + "has are removed, and no other file is. One export at a time writes into a DIR."
      },
      rendererOption: "html (default), markdown, json (each page as data), or any renderer "
        + "--help lists (its pages named .txt unless it says otherwise)",
      forceOption: "write into a folder that holds files",
      dataOption: "a players feed in the original app's JSON format",
      languageOption: "the pages' language (default: en)"),
    fullScreen: .english,
    seeHelp: { command in "see \(command) --help" },
    usageProblem: { problem in
      switch problem {
      case .unexpectedArgument(let argument): "unexpected argument “\(argument)”"
      case .needsValue(let flag): "\(flag) needs a value"
      case .takesNoValue(let flag): "\(flag) takes no value"
      case .unknownLanguage(let code): "--lang must be en or fr, not “\(code)”"
      case .notOneOf(let flag, let accepted, let value):
        "\(flag) must be one of \(accepted.joined(separator: ", ")), not “\(value)”"
      case .notAWholeNumber(let flag, let minimum, let maximum, let value):
        "\(flag) must be a whole number from \(minimum) to \(maximum), not “\(value)”"
      case .unknownOption(let flag): "unknown option “\(flag)”"
      case .route(let error): DemoStrings(.english).describe(error)
      case .traceOverFullScreen:
        "--trace would write over the full-screen app: use --trace-file FILE, or --line"
      case .unknownExportOption(let flag): "unknown option “\(flag)” for export"
      case .exportTakesOneFolder(let argument): "export takes one folder, not “\(argument)”"
      case .exportNeedsFolder: "export needs a folder: \(CommandName.current) export DIR"
      case .replayNeedsFile: "replay needs a recording: \(CommandName.current) replay FILE"
      case .traceWithTraceFile:
        "--trace and --trace-file go to one place each: give --trace (standard error) or "
          + "--trace-file FILE, not both"
      case .notWithRPC(let flag):
        "--rpc speaks JSON-RPC on standard input and output: it cannot go with \(flag)"
      }
    },
    scriptFailure: { failure, script in
      let reason =
        switch failure {
        case .noSuchFile: "no such file"
        case .permissionDenied: "permission denied"
        case .isAFolder: "is a folder, not a file"
        case .unreadable(let code): "cannot be read: " + FeedProblem.systemMessage(code)
        case .fifoWithoutWriter: "a FIFO with no writer: nothing to read"
        case .notUTF8: "cannot be read as UTF-8 text"
        case .lineNotUTF8(let line): "line \(line) cannot be read as UTF-8 text"
        }
      return "\(script): \(reason)"
    },
    stoppedByQuitSignal: { command in "\(command): stopped by SIGQUIT (Ctrl-\\)" },
    outputFileFailure: { path, code, file in
      let reason = code == ENXIO ? "a FIFO with no reader" : FeedProblem.systemMessage(code)
      let name =
        switch file {
        case .trace: "the trace file"
        case .recording: "the recording"
        }
      return "\(path): cannot open \(name): \(reason)"
    },
    recordingStopped: { reason, path in
      let why =
        switch reason {
        case .steps(let steps): "it holds \(steps) steps, the most a recording holds"
        case .bytes(let bytes): "it holds \(bytes >> 20) MiB, the most a recording holds"
        case .writeFailed(let code): "cannot write to it: \(FeedProblem.systemMessage(code))"
        case .stepTooLarge(let bytes):
          "a step would take more than \(bytes >> 20) MiB, the most a step's line holds"
        }
      return "recording into \(path) stopped: \(why); the app goes on"
    },
    replay: .english,
    writeFailure: { error in
      let name =
        switch error.target {
        case .standardOutput: "standard output"
        case .standardError: "standard error"
        case .file(let path): path.nameForMessage
        }
      return "cannot write to \(name): \(FeedProblem.systemMessage(error.code))"
    },
    terminalFailure: { error in error.description })
}
