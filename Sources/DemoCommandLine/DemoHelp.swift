import PSGDemo

/// The text of `psg-demo --help` and `--version`.
enum DemoHelp {
  /// The version `--version` prints.
  static let version = "0.1.0"

  /// The usage text: modes, flags, commands, routes and examples, with `rendererNames` as the
  /// renderers `--renderer` accepts.
  static func usage(rendererNames: [String]) -> String {
    usageHead + "  --renderer NAME   " + rendererList(rendererNames) + usageOptions
      + section("COMMANDS", commandLines) + usageFilters + section("ROUTES", routeLines)
      + usageTail
  }

  /// Every registered scene's commands (``DemoScenes/commands``), those `--help` lists.
  private static var commandLines: [(String, String)] {
    DemoScenes.commands.compactMap { command in command.usage.map { ($0, command.summary) } }
  }

  /// Every registered scene's route forms (``DemoScenes/routeForms``).
  private static var routeLines: [(String, String)] {
    DemoScenes.routeForms.map { ($0.pattern, $0.summary) }
  }

  /// A heading and its lines: each term, then its summary in a column two spaces after the
  /// longest term (four for routes, whose terms are long), and a blank line.
  private static func section(_ heading: String, _ lines: [(String, String)]) -> String {
    let gap = heading == "ROUTES" ? 4 : 2
    let width = (lines.map(\.0.count).max() ?? 0) + gap
    let body = lines.map { term, summary in
      "  " + term + String(repeating: " ", count: width - term.count) + summary + "\n"
    }
    return heading + "\n" + body.joined() + "\n"
  }

  /// `plain, ansi or markdown (default: …)`, wrapped under the options' description column.
  private static func rendererList(_ names: [String]) -> String {
    let listed =
      names.count > 1
      ? names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
      : names.joined()
    let words = (listed + " (default: ansi on a terminal, else plain)").split(separator: " ")
    let indent = String(repeating: " ", count: 20)
    var lines: [String] = []
    var line = ""
    for word in words {
      if !line.isEmpty, indent.count + line.count + 1 + word.count > 86 {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    lines.append(line)
    return lines.joined(separator: "\n" + indent) + "\n"
  }

  private static let usageHead = """
    psg-demo: the Paris Saint-Germain 2021-22 squad, an MVVM-C demo in the terminal.

    USAGE
      psg-demo [--renderer NAME] [--data PATH|URL] [--script FILE|-] [--line]
               [--open ROUTE] [--color auto|always|never] [--width N] [--rows N]
               [--lang en|fr] [--trace | --trace-file FILE] [--help] [--version]
      psg-demo export DIR [EXPORT OPTIONS]

    On a terminal, with a terminal renderer, psg-demo is a full-screen app (press ? in it
    for its keys). Otherwise, or with --line or --script, it reads COMMANDS line by line.
    psg-demo export writes every screen as a linked HTML or Markdown site; its options are
    in psg-demo export --help.

    OPTIONS

    """

  private static let usageOptions = """
      --data PATH|URL   a players feed in the original app's JSON format (default: the
                        embedded squad), at most 16 MiB; an http or https URL may stay
                        silent 10 seconds at a time and take 30 seconds in all
      --script FILE|-   read commands from FILE (- for standard input) and print a
                        transcript: the screen at start and after every command,
                        frames set apart by a rule
      --line            line mode (a psg> prompt) even on a terminal
      --open ROUTE      start at a deep link (see ROUTES)
      --color WHEN      auto, always or never; also --colour (auto honours NO_COLOR,
                        FORCE_COLOR, CLICOLOR_FORCE, TERM=dumb and whether the output is
                        a terminal)
      --width N         output width in columns (default: COLUMNS, the terminal, or 80)
      --rows N          list rows per page (default: the terminal's height, else 50)
      --lang en|fr      interface language (default: en)
      --trace           print navigation, coordinator and binding events on stderr
                        (line mode only: use --trace-file in the full-screen app)
      --trace-file FILE append those events to FILE instead, in any mode
      --help, -h        show this help
      --version         show the version


    """

  private static let usageFilters = """
    FILTERS
      none, goalkeepers, defenders, midfielders, forwards, academy, number, alphabetical
      (French names work too: aucun, gardiens, défenseurs, milieux, attaquants, formés,
      numéro, alphabétique)


    """

  private static let usageTail = """
    EXAMPLES
      psg-demo
      echo "search mba" | psg-demo --renderer plain
      psg-demo --open "players?filter=goalkeepers" --renderer markdown < /dev/null > squad.md
      psg-demo --open player/7 --trace --script commands.txt
      psg-demo --trace-file trace.log
      psg-demo --renderer html --open player/7 > mbappe.html
      psg-demo export site

    EXIT STATUS
      0 success, 1 a scripted command failed, 64 usage error, 65 bad feed or script data,
      66 feed or script file not found or unreadable, 69 feed URL unavailable,
      73 trace file or exported site cannot be created, 74 output cannot be written
    """
}
