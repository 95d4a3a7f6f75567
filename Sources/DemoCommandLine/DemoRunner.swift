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
  let trace: TraceOutput?

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
  /// resumes hands over its own, with what it has read ahead, and the screens it has shown, so
  /// the first screen here comes after a separator).
  static func run(
    arguments: [CommandLineArgument], renderers registry: RendererRegistry,
    lineReader: LineReader = LineReader(), framesShown: Int = 0
  ) async -> Int32 {
    let options: DemoOptions
    do throws(UsageError) {
      options = try DemoOptions(parsingBytes: arguments, rendererNames: registry.names)
    } catch {
      let language = UsageError.language(in: arguments)
      if arguments.contains(where: { $0.text == "--rpc" }) {
        refuseRPC(error.description(in: language), code: "usage")
      }
      return refuse(
        error.refusal(in: language), status: UsageError.exitCode,
        renderer: UsageError.renderer(in: arguments, among: registry), language: language)
    }
    let words = CommandLineWords(options.language)
    let environment = ProcessInfo.processInfo.environment
    do throws(WriteError) {
      if options.help {
        let width = OutputSettings.width(
          flag: options.width, environment: environment,
          terminalColumns: StandardStreams.outputIsTerminal ? StandardStreams.size()?.columns : nil)
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
      if options.rpc {
        refuseRPC(DemoStrings(options.language).describe(error), code: "feed")
      }
      return refuse(
        CommandError(DemoStrings(options.language).describe(error), hint: "", code: "feed"),
        status: error.exitCode, renderer: chosen, language: options.language)
    }
    if options.rpc {
      let trace: TraceOutput?
      do throws(TraceOutput.OpenFailure) {
        trace = try TraceOutput(options: options)
      } catch {
        let message = words.describe(error)
        refuseRPC(message, code: "traceFile")
        return fail(message, status: TraceOutput.OpenFailure.exitCode)
      }
      return await serveRPC(options: options, source: source, trace: trace)
    }
    // Open the script up front, so a missing script fails before anything is shown.
    var script: ScriptFile?
    if let path = options.scriptArgument, path.text != "-" {
      do throws(ScriptFile.Failure) {
        script = try ScriptFile(opening: path)
      } catch {
        let message = words.describe(error, script: path.visibleText)
        return refuse(
          CommandError(message, hint: "", code: "script"), status: error.exitCode,
          renderer: chosen, language: options.language)
      }
    }

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
      return fail(words.describe(error), status: TraceOutput.OpenFailure.exitCode)
    }
    var recording: RecordingFile?
    if let path = options.recordFile {
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
    runner.framesShown = framesShown
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
        + words.stoppedByQuitSignal(CommandName.current) + "\n",
      resetsColors: colors.allowsEscapes)
    // The stream ends with a line of its own on a signal too.
    if renderer.writesStreamLines {
      StreamSignals.install(quitLine: words.stoppedByQuitSignal(CommandName.current) + "\n") {
        streamText(StreamLine(.end(status: $1, signal: $0), seq: nil))
      }
    }

    // At a prompt without --rows, the list's page is fitted to the terminal once it loads.
    let pageSize = options.rows ?? 50
    let fittingRows = options.rows == nil && interactive ? terminalSize?.rows ?? 24 : nil
    do throws(WriteError) {
      return try await runner.run(source: source, pageSize: pageSize, fittingRows: fittingRows)
    } catch {
      return report(error, in: options.language)
    }
  }

  /// A clock for a recording: the milliseconds from `start` to now.
  static func millisecondsSince(_ start: ContinuousClock.Instant) -> @MainActor () -> Int? {
    {
      let elapsed = ContinuousClock.now - start
      return Int(elapsed.components.seconds) * 1000
        + Int(elapsed.components.attoseconds / 1_000_000_000_000_000)
    }
  }
}
