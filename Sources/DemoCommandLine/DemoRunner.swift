import Foundation
import JSONRendering
import MVVMC
import PSGDemo
import PlayerFeed
import Rendering
import TerminalUI

/// Runs psg-demo: options, feed, session, then line mode or a script, and the exit status.
@MainActor
final class DemoRunner {
  let options: DemoOptions
  let renderer: RendererRegistry.Entry
  let context: RenderContext
  let interactive: Bool
  let lineReader: LineReader
  let script: ScriptFile?
  let recording: RecordingFile?
  var framesShown = 0
  var failedCommands = 0
  private(set) var trace: TraceOutput?

  init(
    options: DemoOptions, renderer: RendererRegistry.Entry, context: RenderContext,
    interactive: Bool, script: ScriptFile?, trace: TraceOutput?, recording: RecordingFile?,
    lineReader: LineReader
  ) {
    self.options = options
    self.recording = recording
    self.lineReader = lineReader
    self.renderer = renderer
    self.context = context
    self.interactive = interactive
    self.script = script
    self.trace = trace
  }

  /// Runs the demo with `arguments` (without the program name) and the renderers of
  /// `registry`, and returns the exit status; lines come from `lineReader` (a replay that
  /// resumes hands over its own, with what it has read ahead).
  static func run(
    arguments: [CommandLineArgument], renderers registry: RendererRegistry,
    lineReader: LineReader = LineReader()
  ) async -> Int32 {
    let options: DemoOptions
    do throws(UsageError) {
      options = try DemoOptions(parsingBytes: arguments, rendererNames: registry.names)
    } catch {
      return fail(
        error.description(in: UsageError.language(in: arguments)), status: UsageError.exitCode)
    }
    do throws(WriteError) {
      if options.help {
        let width = OutputSettings.width(
          flag: options.width, environment: ProcessInfo.processInfo.environment,
          terminalColumns: StandardStreams.outputIsTerminal
            ? StandardStreams.size()?.columns : nil)
        try StandardStreams.write(
          DemoHelp.usage(rendererNames: registry.names, width: width, language: options.language)
            + "\n")
        return 0
      }
      if options.version {
        try StandardStreams.write("\(CommandName.current) \(DemoHelp.version)\n")
        return 0
      }
    } catch {
      return report(error, in: options.language)
    }
    // Only `--renderer json` writes the stream, so a refusal before the renderer is set up
    // already knows whether to end the stream.
    let chosen = options.renderer.flatMap(registry.entry(named:))
    let source: FeedArgument
    do throws(FeedError) {
      source = try FeedArgument(options.dataArgument)
    } catch {
      return refuse(
        CommandError(DemoStrings(options.language).describe(error), hint: "", code: "feed"),
        status: error.exitCode, renderer: chosen, language: options.language)
    }
    // Open the script up front, so a missing script fails before anything is shown.
    var script: ScriptFile?
    if let path = options.scriptArgument, path.text != "-" {
      do throws(ScriptFile.Failure) {
        script = try ScriptFile(opening: path)
      } catch {
        let message = CommandLineWords(options.language).describe(
          error, script: path.visibleText)
        return refuse(
          CommandError(message, hint: "", code: "script"), status: error.exitCode,
          renderer: chosen, language: options.language)
      }
    }

    let environment = ProcessInfo.processInfo.environment
    let inputIsTerminal = StandardStreams.inputIsTerminal
    let outputIsTerminal = StandardStreams.outputIsTerminal
    let interactive = options.script == nil && inputIsTerminal && outputIsTerminal
    let terminalSize = outputIsTerminal ? StandardStreams.size() : nil
    let renderer = chosen ?? registry.defaultEntry(outputIsTerminal: outputIsTerminal)
    let mode = DisplayMode(
      options: options, medium: renderer.medium, inputIsTerminal: inputIsTerminal,
      outputIsTerminal: outputIsTerminal)
    if let conflict = mode.conflict(with: options) {
      return fail(conflict.description(in: options.language), status: UsageError.exitCode)
    }
    let colors =
      renderer.colored
      ? OutputSettings.colors(
        choice: options.color, environment: environment, outputIsTerminal: outputIsTerminal)
      : .none
    let context = DemoStrings(options.language).renderContext(
      width: OutputSettings.width(
        flag: options.width, environment: environment, terminalColumns: terminalSize?.columns),
      colors: colors)

    let trace: TraceOutput?
    do throws(TraceOutput.OpenFailure) {
      trace = try TraceOutput(options: options)
    } catch {
      return fail(
        CommandLineWords(options.language).describe(error),
        status: TraceOutput.OpenFailure.exitCode)
    }
    var recording: RecordingFile?
    if let path = options.recordFile {
      let words = CommandLineWords(options.language)
      do throws(RecordingFile.OpenFailure) {
        recording = try RecordingFile(path: path.text)
      } catch {
        let failure = TraceOutput.OpenFailure(path: path.text, code: error.code, file: .recording)
        return fail(words.describe(failure), status: TraceOutput.OpenFailure.exitCode)
      }
      // Recording stops with one line and the app goes on.
      recording?.onStop = { reason in
        _ = fail(words.recordingStopped(reason, path.text.nameForMessage), status: 0)
      }
    }
    let runner = DemoRunner(
      options: options, renderer: renderer, context: context,
      interactive: interactive, script: script, trace: trace, recording: recording,
      lineReader: lineReader)
    if mode == .fullScreen {
      // The host owns the terminal and its signals there, and restores everything itself.
      do throws(WriteError) {
        return try await runner.runFullScreen(source: source)
      } catch {
        return report(error, in: options.language)
      }
    }
    if colors.allowsEscapes { StandardStreams.installSignalHandlers() }
    // In the language asked for; at a prompt the line starts below the `^\` the terminal
    // echoed, unless the colour reset has ended that line already.
    let startsLine = interactive && !colors.allowsEscapes
    QuitSignal.install(
      line: (startsLine ? "\n" : "")
        + CommandLineWords(options.language).stoppedByQuitSignal(CommandName.current) + "\n",
      resetsColors: colors.allowsEscapes)

    // At a prompt without --rows, the list's page is fitted to the terminal once it loads.
    let pageSize = options.rows ?? 50
    let fittingRows = options.rows == nil && interactive ? terminalSize?.rows ?? 24 : nil
    do throws(WriteError) {
      return try await runner.run(source: source, pageSize: pageSize, fittingRows: fittingRows)
    } catch {
      return report(error, in: options.language)
    }
  }

  func run(
    source: FeedArgument, pageSize: Int, fittingRows: Int?
  ) async throws(WriteError) -> Int32 {
    let loader = FeedLoader(timeout: .seconds(10))
    let configuration = DemoConfiguration(
      language: options.language, pageSize: pageSize, width: context.width
    ) {
      () async throws(FeedError) -> [Player] in
      try await source.load(with: loader)
    }
    let session = DemoSession(configuration: configuration, trace: trace?.record)

    session.start()
    if interactive, source.source != .embedded { try show(session.currentScreen(), seq: 0) }
    await session.load()
    try trace?.check()
    if let error = session.loadError, !interactive {
      // A feed the app shows as a screen (at a prompt) stays a screen; refused here, it ends.
      let message = session.strings.describe(error)
      return try finish(
        refusing: CommandError(message, hint: "", code: "feed"), seq: 0,
        stderr: message, status: error.exitCode)
    }
    if let fittingRows { fitListPage(of: session, toRows: fittingRows) }
    if let route = options.route {
      do throws(RouteError) {
        try session.open(route)
      } catch {
        // Reported like every other usage error, whether the route was malformed or named a
        // player the feed does not have.
        let usage = UsageError(error).description(in: options.language)
        let refusal = CommandError(
          usage, hint: "", code: "invalidRoute",
          details: error.problem.details.merging(["route": .text(error.route)]) { old, _ in old })
        if !interactive {
          return try finish(
            refusing: refusal, seq: 0, stderr: usage, status: UsageError.exitCode)
        }
        try StandardStreams.writeError("\(CommandName.current): \(usage)")
        try writeStreamLine(StreamLine(.error(refusal), seq: 0))
      }
    }
    try trace?.check()
    let recorder = recording.map { _ in
      session.makeRecorder(
        width: context.width, clock: Self.millisecondsSince(ContinuousClock.now))
    }
    if let recorder { recording?.write(recorder.step()) }
    try show(session.currentScreen(), seq: 0)

    // Each line read is a command, numbered from 1; in the JSON stream exactly one line
    // answers it, a blank line included.
    var seq = 0
    while let next = try nextLine() {
      seq += 1
      let line: ScriptFile.Line
      switch next {
      case .success(let read):
        line = read
      case .failure(let failure):
        let name = options.scriptArgument?.visibleText ?? "-"
        let message = CommandLineWords(options.language).describe(failure, script: name)
        return try finish(
          refusing: CommandError(message, hint: "", code: "script"), seq: seq,
          stderr: message, status: failure.exitCode)
      }
      // The text read, and the command it asks for or why it is refused; `nil` when blank.
      let typed: String?
      let parsed: Result<Command, CommandError>?
      switch line {
      case .text(let text):
        typed = text
        parsed = Command(parsing: text).map { .success($0) }
      case .tooLong(let byteCount):
        typed = nil
        parsed = .failure(session.strings.error(.commandTooLong(byteCount: byteCount)))
      }
      // The line as a step names it: a line too long to keep by its length.
      let stepCommand = typed ?? "…"
      guard let parsed else {
        // A blank line changes nothing; the stream still answers it, with the screen shown.
        if let recorder { recording?.write(recorder.step(command: stepCommand)) }
        if renderer.writesStreamLines {
          try show(session.currentScreen(), seq: seq, command: typed)
        }
        continue
      }
      let effect: DemoSession.Effect
      do throws(CommandError) {
        effect = try await session.execute(try parsed.get())
      } catch {
        failedCommands += 1
        try trace?.check()
        if let recorder {
          recording?.write(
            recorder.step(
              command: stepCommand,
              refusal: SessionStep.Refusal(code: error.code, message: error.message)))
        }
        try StandardStreams.writeError("\(CommandName.current): \(error.description)")
        try writeStreamLine(StreamLine(.error(error), seq: seq, command: typed))
        continue
      }
      try trace?.check()
      if let recorder { recording?.write(recorder.step(command: stepCommand)) }
      switch effect {
      case .quit:
        try writeStreamLine(StreamLine(.end(status: exitStatus), seq: seq, command: typed))
        return exitStatus
      case .showHelp:
        try show(session.helpScreen(), seq: seq, command: typed)
      case .render:
        try show(session.currentScreen(), seq: seq, command: typed)
      case .inspect:
        try show(
          session.inspectionScreen(words: CommandLineWords(options.language).fullScreen.inspection),
          seq: seq, command: typed)
      }
    }
    // The end of input ends the run as `quit` does: every open flow ends, once.
    session.end()
    try trace?.check()
    if interactive { try StandardStreams.write("\n") }
    try writeStreamLine(StreamLine(.end(status: exitStatus), seq: nil))
    return exitStatus
  }

  /// A clock for a recording: the milliseconds from `start` to now.
  static func millisecondsSince(_ start: ContinuousClock.Instant) -> @MainActor () -> Int? {
    {
      let elapsed = ContinuousClock.now - start
      return Int(elapsed.components.seconds) * 1000
        + Int(elapsed.components.attoseconds / 1_000_000_000_000_000)
    }
  }

  /// Ends the run on a refusal: `message` on standard error, and in the JSON stream an `error`
  /// line, then the `end` line with `status`.
  func finish(
    refusing refusal: CommandError, seq: Int, stderr message: String, status: Int32
  ) throws(WriteError) -> Int32 {
    let reported = Self.fail(message, status: status)
    try writeStreamLine(StreamLine(.error(refusal), seq: seq))
    try writeStreamLine(StreamLine(.end(status: reported), seq: nil))
    return reported
  }

  /// Ends a run refused before its session starts as ``finish(refusing:seq:stderr:status:)``
  /// does: the message on standard error and, when `renderer` writes the JSON stream, the
  /// refusal with `seq` 0, then the `end`.
  static func refuse(
    _ refusal: CommandError, status: Int32, renderer: RendererRegistry.Entry?,
    language: Language
  ) -> Int32 {
    let reported = fail(refusal.message, status: status)
    guard renderer?.writesStreamLines == true else { return reported }
    do throws(WriteError) {
      try StandardStreams.write(streamText(StreamLine(.error(refusal), seq: 0)))
      try StandardStreams.write(streamText(StreamLine(.end(status: reported), seq: nil)))
      return reported
    } catch {
      return report(error, in: language)
    }
  }

}
