import PlayerFeed
import TerminalUI

extension ReplayWords {
  /// The replay's words in English.
  static let english = ReplayWords(
    about: "psg-demo replay: open a recording made with --record, and step through it.",
    modes: "With --at N, print step N's screen, as it was recorded (its width and language), "
      + "and exit. On a terminal, show each step's screen beside the inspector as it was then "
      + "(the footer names the keys; r resumes). Otherwise, or with --line, read "
      + "commands line by line: step N, later, earlier, first, last; resume leaves the replay "
      + "and goes on live from the step shown.",
    atOption: "print step N (0 is the start) and exit",
    rendererOption: "how screens are shown (default: ansi on a terminal, else plain)",
    dataOption: "the feed resume opens (default: the embedded squad); resume refuses a feed "
      + "whose digest differs from the recording's",
    lineOption: "line mode (a replay> prompt) even on a terminal",
    exportOption: "write the recording as an HTML walkthrough into DIR: a page per step, "
      + "its screen beside the inspector's panel, and an index; then exit",
    forceOption: "export into a folder that is not empty, replacing files of the same names",
    walkthrough: Walkthrough(
      title: "Walkthrough", stepColumn: "Step", commandColumn: "Command", routeColumn: "Route",
      start: "start", previous: "Previous step", next: "Next step", index: "All steps"),
    commands: Commands(
      step: "step", later: "later", earlier: "earlier", first: "first", last: "last",
      inspect: "inspect", resume: "resume", quit: "quit", help: "help"),
    stepLine: { seq, last, command in
      "step \(seq) of \(last)" + (command.map { " · \($0)" } ?? " · start")
    },
    refusedLine: { "refused: \($0)" },
    commandsHelp: "step N  show step N · later  the next step · earlier  the step before · "
      + "first, last  the first or last step · inspect  the inspector after this step, with "
      + "what it changed · resume  go on live from this step · quit",
    problem: { problem, file in
      switch problem {
      case .recording(.unreadable(let code)):
        "\(file): cannot read the recording: "
          + FeedProblem.systemMessage(code)
      case .recording(.notAFile(let kind)):
        "\(file): \(kind) is not a recording: replay reads its steps from a regular file"
      case .recording(.tooLarge(let bytes)):
        "\(file): \(bytes) bytes is more than a recording holds (\(RecordingReader.maximumBytes >> 20) MiB)"
      case .recording(.empty): "\(file): the recording holds no step"
      case .recording(.notAStep(let line, let defect)):
        "\(file): line \(line) is not a step: \(defect)"
      case .recording(.outOfOrder(let line, let seq)):
        "\(file): line \(line) holds step \(seq), not step \(line - 1)"
      case .recording(.lineTooLong(let line)):
        "\(file): line \(line) is longer than a step can be "
          + "(\(RecordingReader.maximumLineBytes >> 20) MiB)"
      case .noStep(let step, let last): "no step \(step): the recording has steps 0 to \(last)"
      case .unsupportedStart(let width, let rows, let language):
        "\(file): step 0 asks for \(width) columns, \(rows) rows and the language "
          + "“\(language)”, which psg-demo does not draw"
      case .refusedRoute(let step): "cannot resume: step \(step) names a route psg-demo refuses"
      case .routeDoesNotOpen(let step, let reason):
        "cannot resume: the route of step \(step) does not open: \(reason)"
      case .cutLastLine(let line, let lastStep):
        "\(file): line \(line), the last, was cut short while it was written; "
          + "steps 0 to \(lastStep) are whole and replay"
      case .unknownCommand(let line):
        "unknown replay command “\(line)”: type step N, later, earlier, first, last, inspect, "
          + "resume, quit or help"
      case .differentData(let recorded, let loaded):
        "cannot resume: the feed's digest is \(loaded), the recording's \(recorded)"
      case .noRoute(let step): "cannot resume: step \(step) names no route"
      case .exportWithAt: "--export writes every step: it takes no --at"
      }
    })
}
