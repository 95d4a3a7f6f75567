import Foundation
import MVVMC
import PSGDemo
import PlayerFeed
import Rendering
import TerminalUI

/// A replay in progress: the recording, the step shown, and how screens are written.
@MainActor
final class Replay {
  let recording: RecordingReader
  let name: String
  let renderer: RendererRegistry.Entry
  let context: RenderContext
  let words: CommandLineWords
  private var current = 0
  private var shown = 0
  private var failures = 0
  private let lineReader = LineReader()

  init(
    recording: RecordingReader, name: String, renderer: RendererRegistry.Entry,
    context: RenderContext, words: CommandLineWords
  ) {
    self.recording = recording
    self.name = name
    self.renderer = renderer
    self.context = context
    self.words = words
  }

  /// `number`, when the recording has that step.
  func stepNumber(_ number: Int) throws(ReplayProblem) -> Int {
    guard (0...recording.lastStep).contains(number) else {
      throw .noStep(number, last: recording.lastStep)
    }
    return number
  }

  /// Writes step `seq`'s screen, after the line that names the step when `withStepLine`
  /// (terminal renderers only: a document or a JSON line holds the screen alone).
  ///
  /// - Returns: `false` when the step cannot be read, with the reason written.
  @discardableResult
  func show(_ seq: Int, withStepLine: Bool) throws(WriteError) -> Bool {
    guard let step = try readStep(seq) else { return false }
    current = seq
    if shown > 0, let separator = renderer.medium.frameSeparator {
      try StandardStreams.write(separator)
    } else if shown > 0 {
      try StandardStreams.write("\n")
    }
    if withStepLine, renderer.medium == .terminal {
      var lines = [words.replay.stepLine(seq, recording.lastStep, step.command)]
      // A refused command left the screen as it was: the step says why.
      if let refusal = step.refusal { lines.append(words.replay.refusedLine(refusal.message)) }
      try StandardStreams.write(
        lines.map(\.sanitizedForTerminal).joined(separator: "\n") + "\n\n")
    }
    // A document's links are files an export writes; a replayed step has none beside it, so
    // they are left out and their text stays (as on a walkthrough's page).
    let screen =
      if case .document = renderer.medium { step.screen.keepingLinks { _ in false } } else {
        step.screen
      }
    try renderer.renderer.render(screen, in: context, pieceByPiece: StandardStreams.write)
    shown += 1
    return true
  }

  /// Reads replay commands until the end of input, `quit` or `resume`.
  func run(options: ReplayCommand.Options, renderers: RendererRegistry) async throws(WriteError)
    -> Int32
  {
    let interactive = StandardStreams.inputIsTerminal && StandardStreams.outputIsTerminal
    try show(0, withStepLine: true)
    while true {
      if interactive { try StandardStreams.write("replay> ") }
      guard let read = lineReader.nextLine() else { break }
      guard case .text(let bytes) = read else {
        try refuse(.unknownCommand("…"))
        continue
      }
      let line = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces)
      let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
      guard let word = parts.first?.lowercased() else { continue }
      let argument = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : nil
      let move: Move
      do throws(ReplayProblem) {
        move = try self.move(word: word, argument: argument, line: line)
      } catch {
        try refuse(error)
        continue
      }
      switch move {
      case .show(let seq):
        try show(seq, withStepLine: true)
      case .inspect:
        try inspect(current)
      case .help:
        let help = UsageText([.paragraph(words.replay.commandsHelp)]).text(width: context.width)
        try StandardStreams.write(help + "\n")
      case .quit:
        return exitStatus(interactive: interactive)
      case .resume:
        if let status = try await resume(options: options, renderers: renderers) {
          // A command refused before the resume still counts, as it does in the app.
          return status == 0 ? exitStatus(interactive: interactive) : status
        }
      }
    }
    return exitStatus(interactive: interactive)
  }

  /// What a replay command asks for.
  private enum Move {
    case show(Int)
    case inspect, help, quit, resume
  }

  /// The move `word` (lowercased) and its `argument` ask for; `line` is the whole line, for
  /// the message of a line no command reads.
  private func move(word: String, argument: String?, line: String) throws(ReplayProblem) -> Move {
    let commands = words.replay.commands
    switch word {
    case commands.step where argument != nil:
      guard let number = Int(argument ?? "") else {
        throw .unknownCommand(String(line.prefix(80)))
      }
      return .show(try stepNumber(number))
    case commands.later where argument == nil: return .show(min(current + 1, recording.lastStep))
    case commands.earlier where argument == nil: return .show(max(current - 1, 0))
    case commands.first where argument == nil: return .show(0)
    case commands.last where argument == nil: return .show(recording.lastStep)
    case commands.inspect where argument == nil: return .inspect
    case commands.help where argument == nil: return .help
    case commands.quit where argument == nil: return .quit
    case commands.resume where argument == nil: return .resume
    default: throw .unknownCommand(String(line.prefix(80)))
    }
  }

  private func exitStatus(interactive: Bool) -> Int32 {
    failures > 0 && !interactive ? 1 : 0
  }

  /// Writes the inspector's panel as it was after step `seq`, as a walkthrough's page shows
  /// it: the coordinators, the stack, the boxes, what the step changed (each box old → new)
  /// and the events of the step and the four before it.
  private func inspect(_ seq: Int) throws(WriteError) {
    var steps: [SessionStep] = []
    for number in max(seq - WalkthroughExport.eventSteps + 1, 0)...seq {
      guard let step = try readStep(number) else { return }
      steps.append(step)
    }
    guard let step = steps.last else { return }
    let panel = step.inspectorScreen(words: words.fullScreen.inspection, steps: steps)
    try StandardStreams.write(renderer.medium.frameSeparator ?? "\n")
    try renderer.renderer.render(panel, in: context, pieceByPiece: StandardStreams.write)
    shown += 1
  }

  /// Step `seq` of the recording; `nil` when it cannot be read, with the reason written.
  private func readStep(_ seq: Int) throws(WriteError) -> SessionStep? {
    do throws(RecordingProblem) {
      return try recording.step(seq)
    } catch {
      try refuse(.recording(error))
      return nil
    }
  }

  private func refuse(_ problem: ReplayProblem) throws(WriteError) {
    failures += 1
    try StandardStreams.writeError(
      "\(CommandName.current): \(words.replay.problem(problem, name).sanitizedForTerminal)")
  }

  /// The replay in the full-screen host: ``TerminalUI/StepBrowser`` over the recording, from
  /// step 0; `r` leaves it for the live app, full screen too.
  func runFullScreen(
    options: ReplayCommand.Options, renderers: RendererRegistry
  ) async throws(WriteError) -> Int32 {
    let fullScreen = words.fullScreen
    let colors = context.colors
    let language = context.language
    let browser = StepBrowser(
      steps: BrowsedRecording(recording), start: 0, renderer: renderer.renderer,
      words: fullScreen.stepBrowser, inspectionWords: fullScreen.inspection
    ) { size in
      DemoStrings(language).renderContext(width: size.columns, colors: colors)
    }
    let app = StepBrowserApp(browser: browser)
    let exit = await FullScreenHost(app: app, terminal: SystemTerminal()).run()
    if case .failed(let error) = exit {
      return DemoRunner.fail(words.describe(error), status: WriteError.exitCode)
    }
    guard let seq = app.resumedStep else { return exit == .inputClosed ? 0 : exit.status }
    current = seq
    return try await resume(options: options, renderers: renderers, fullScreen: true)
      ?? ReplayProblem.usageExitCode
  }

  /// Why `path` does not open in an app of `players` at `rows` a page, in the replay's
  /// language; `nil` when it opens.
  private func refusal(of path: RoutePath, players: [Player], rows: Int) async -> String? {
    let session = DemoSession(
      configuration: DemoConfiguration(
        language: context.language, pageSize: rows, width: context.width
      ) { () async throws(FeedError) -> [Player] in players })
    session.start()
    await session.load()
    do throws(RouteError) {
      try session.open(path)
      return nil
    } catch {
      return DemoStrings(context.language).describe(error)
    }
  }

  /// Leaves the replay for the live app at the step shown, in line mode or `fullScreen`; `nil`
  /// when refused, with the reason written.
  private func resume(
    options: ReplayCommand.Options, renderers: RendererRegistry, fullScreen: Bool = false
  ) async throws(WriteError) -> Int32? {
    guard let step = try readStep(current) else { return nil }
    guard let route = step.route else {
      try refuse(.noRoute(current))
      return nil
    }
    // Refused here, as a digest is, so the replay goes on: a route the app refuses would
    // otherwise end it with the app's usage error.
    let path: RoutePath
    do throws(RouteError) {
      path = try RoutePath(parsing: route, in: DemoScenes.routeTree)
    } catch {
      try refuse(.refusedRoute(current))
      return nil
    }
    let players: [Player]
    do throws(FeedError) {
      let source = try FeedArgument(options.data)
      players = try await source.load(with: FeedLoader(timeout: .seconds(10)))
    } catch {
      _ = DemoRunner.fail(DemoStrings(context.language).describe(error), status: 0)
      failures += 1
      return nil
    }
    let digest = players.digest
    guard digest == recording.start.data else {
      try refuse(.differentData(recorded: recording.start.data, loaded: digest))
      return nil
    }
    // The route opens on these players, or it is refused here and the replay goes on: an
    // edited step may name a player the feed does not have.
    let rows = step.rows ?? recording.start.rows
    if let reason = await refusal(of: path, players: players, rows: rows) {
      try refuse(.routeDoesNotOpen(current, reason: reason))
      return nil
    }
    // Full screen fits its pages and width to the terminal, as the recording did; line mode
    // opens at the step's page size, which a full-screen step fitted to its terminal.
    let size =
      fullScreen
      ? [] : ["--line", "--width", String(recording.start.width), "--rows", String(rows)]
    var arguments =
      (size + [
        "--open", route, "--lang", recording.start.language, "--color", options.color.rawValue,
      ]).map(CommandLineArgument.init)
    if let renderer = options.renderer {
      arguments += ["--renderer", renderer].map(CommandLineArgument.init)
    }
    if let data = options.data { arguments += [CommandLineArgument("--data"), data] }
    return await DemoRunner.run(
      arguments: arguments, renderers: renderers, lineReader: lineReader, framesShown: shown)
  }
}
