/// The text of `psg-demo --help` and `--version`.
enum DemoHelp {
  /// The version `--version` prints.
  static let version = "0.1.0"

  /// The usage text: modes, flags, commands, routes and examples, with `rendererNames` as the
  /// renderers `--renderer` accepts.
  static func usage(rendererNames: [String]) -> String {
    usageHead + "  --renderer NAME   " + rendererList(rendererNames) + usageTail
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

  private static let usageTail = """
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

    COMMANDS
      search TEXT, /TEXT  search names (case and accents ignored)
      clear               clear the search (the filter stays)
      filter [NAME]       open the filter picker; with NAME, choose that filter
      1-8 or NAME         in the filter picker: choose a filter
      open N              show the player on row N of the list
      next, prev          move through the list's pages
      back                leave the current screen (cancels the filter picker)
      refresh             load the feed again
      help                list the commands of the current screen
      quit                leave

    FILTERS
      none, goalkeepers, defenders, midfielders, forwards, academy, number, alphabetical
      (French names work too: aucun, gardiens, défenseurs, milieux, attaquants, formés,
      numéro, alphabétique)

    ROUTES
      players                            the list
      players?filter=NAME&search=TEXT    the list, filtered and searched
      filters                            the filter picker over the list
      filters?filter=NAME&search=TEXT    the filter picker over that list
      player/NUMBER                      the player wearing shirt NUMBER, over the list

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
