import PSGDemo
import Rendering

/// The text of `psg-demo --help` and `--version`.
enum DemoHelp {
  /// The version `--version` prints.
  static let version = "0.1.0"

  /// The usage text laid out to `width` columns: modes, flags, commands, routes and examples,
  /// with `rendererNames` as the renderers `--renderer` accepts.
  ///
  /// ```swift
  /// DemoHelp.usage(rendererNames: ["plain", "ansi"], width: 40)  // no line over 40 columns
  /// ```
  static func usage(rendererNames: [String], width: Int = 80) -> String {
    usageText(rendererNames: rendererNames).naming(CommandName.current).text(width: width)
  }

  /// The usage text before it is laid out.
  static func usageText(rendererNames: [String]) -> UsageText {
    let listed =
      rendererNames.count > 1
      ? rendererNames.dropLast().joined(separator: ", ") + " or "
        + rendererNames[rendererNames.count - 1]
      : rendererNames.joined()
    let renderer = ("--renderer NAME", listed + " (default: ansi on a terminal, else plain)")
    return UsageText(
      head + [
        .terms(TermList([renderer] + options)), .blank, .heading("COMMANDS"), commands, .blank,
      ]
        + filters + [.heading("ROUTES"), routes, .blank] + examples)
  }

  private static func example(_ text: String) -> UsageText.Item {
    .paragraph(text, indent: 2, hanging: 4)
  }

  private static let head: [UsageText.Item] = [
    .paragraph("psg-demo: the Paris Saint-Germain 2021-22 squad, an MVVM-C demo in the terminal."),
    .blank,
    .heading("USAGE"),
    .paragraph(
      [
        "psg-demo", "[--renderer NAME]", "[--data PATH|URL]", "[--script FILE|-]", "[--line]",
        "[--open ROUTE]", "[--color auto|always|never]", "[--width N]", "[--rows N]",
        "[--lang en|fr]", "[--trace | --trace-file FILE]", "[--help]", "[--version]",
      ].map(UsageText.glued).joined(separator: " "), indent: 2, hanging: 11),
    .paragraph(
      ["psg-demo", "export", "DIR", "[EXPORT OPTIONS]"].map(UsageText.glued)
        .joined(separator: " "), indent: 2, hanging: 11),
    .blank,
    .paragraph(
      "On a terminal, with a terminal renderer, psg-demo is a full-screen app (press ? in it "
        + "for its keys). Otherwise, or with --line or --script, it reads COMMANDS line by line. "
        + "--renderer json writes each screen as one line of JSON, for programs. "
        + "psg-demo export writes every screen as a linked HTML, Markdown or JSON site; its "
        + "options are in psg-demo export --help."),
    .blank,
    .heading("OPTIONS"),
  ]

  private static let options: [(term: String, description: String)] = [
    (
      "--data PATH|URL",
      "a players feed in the original app's JSON format (default: the embedded squad), at most "
        + "16 MiB; an http or https URL may stay silent 10 seconds at a time and take 30 "
        + "seconds in all"
    ),
    (
      "--script FILE|-",
      "read commands from FILE (- for standard input) and print a transcript: the screen at "
        + "start and after every command, frames set apart by a rule"
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
      "rows per page of the list and the scorers (default: the terminal's height, else 50)"
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

  /// Every registered scene's typed actions (``PSGDemo/DemoScenes/actions``) with their summaries.
  private static var commands: UsageText.Item {
    .terms(
      TermList(
        DemoScenes.standard.actions.compactMap { action in
          action.helpUsage.map { TermList.Entry($0, action.summary) }
        }))
  }

  /// Every registered scene's route forms (``DemoScenes/routeForms``) with their summaries.
  private static var routes: UsageText.Item {
    .terms(TermList(DemoScenes.standard.routeForms.map { TermList.Entry($0.pattern, $0.summary) }))
  }

  private static let filters: [UsageText.Item] = [
    .heading("FILTERS"),
    .paragraph(
      "none, goalkeepers, defenders, midfielders, forwards, academy, number, alphabetical "
        + "(French names work too: aucun, gardiens, défenseurs, milieux, attaquants, formés, "
        + "numéro, alphabétique)", indent: 2),
    .blank,
  ]

  private static let examples: [UsageText.Item] = [
    .heading("EXAMPLES"),
    example("psg-demo"),
    example(#"echo "search mba" | psg-demo --renderer plain"#),
    example(
      #"psg-demo --open "players?filter=goalkeepers" --renderer markdown < /dev/null > squad.md"#),
    example("psg-demo --open player/7 --trace --script commands.txt"),
    example("psg-demo --trace-file trace.log"),
    example("psg-demo --renderer html --open player/7 > mbappe.html"),
    example("psg-demo export site"),
    .blank,
    .heading("EXIT STATUS"),
    .paragraph(
      "0 success, 1 a scripted command failed, 64 usage error, 65 bad feed or script data, "
        + "66 feed or script file not found or unreadable, 69 feed URL unavailable, "
        + "73 trace file or exported site cannot be created, 74 output cannot be written",
      indent: 2),
  ]
}
