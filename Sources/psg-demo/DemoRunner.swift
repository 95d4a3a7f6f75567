import ANSIRendering
import Foundation
import MVVMC
import MarkdownRendering
import PSGDemo
import PlainTextRendering
import Rendering

/// Runs psg-demo: options, feed, session, then line mode or a script, and the exit status.
@MainActor
final class DemoRunner {
  private let options: DemoOptions
  private let renderer: any Renderer
  private let rendererChoice: DemoOptions.RendererChoice
  private let context: RenderContext
  private let interactive: Bool
  private var scriptLines: [String]?
  private var nextScriptLine = 0
  private var framesShown = 0
  private var failedCommands = 0

  private init(
    options: DemoOptions, rendererChoice: DemoOptions.RendererChoice, context: RenderContext,
    interactive: Bool, scriptLines: [String]?
  ) {
    self.options = options
    self.rendererChoice = rendererChoice
    self.renderer =
      switch rendererChoice {
      case .plain: PlainTextRenderer()
      case .ansi: ANSIRenderer()
      case .markdown: MarkdownRenderer()
      }
    self.context = context
    self.interactive = interactive
    self.scriptLines = scriptLines
  }

  /// Runs the demo with `arguments` (without the program name) and returns the exit status.
  static func run(arguments: [String]) async -> Int32 {
    let options: DemoOptions
    do throws(UsageError) {
      options = try DemoOptions(parsing: arguments)
    } catch {
      return fail(error.description, status: UsageError.exitCode)
    }
    if options.help {
      Terminal.write(DemoHelp.usage + "\n")
      return 0
    }
    if options.version {
      Terminal.write("psg-demo \(DemoHelp.version)\n")
      return 0
    }
    let source: FeedSource
    do throws(FeedError) {
      source = try options.data.map(FeedSource.init(argument:)) ?? .embedded
    } catch {
      return fail(error.description, status: error.exitCode)
    }
    // Read the script up front, so a missing script fails before anything is shown.
    var scriptLines: [String]?
    if let script = options.script, script != "-" {
      guard let text = try? String(contentsOfFile: script, encoding: .utf8) else {
        let reason =
          FileManager.default.fileExists(atPath: script)
          ? "cannot be read as UTF-8 text" : "no such file"
        return fail("\(script): \(reason)", status: 66)
      }
      // `\r\n` is one Character, so split at every newline character rather than at `\n`:
      // a script saved with Windows line endings reads like one typed at the prompt.
      scriptLines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        .map(String.init)
    }

    let environment = ProcessInfo.processInfo.environment
    let interactive = options.script == nil && Terminal.inputIsTerminal && Terminal.outputIsTerminal
    let terminalSize = Terminal.outputIsTerminal ? Terminal.size() : nil
    let rendererChoice = options.renderer ?? (Terminal.outputIsTerminal ? .ansi : .plain)
    let colors =
      rendererChoice == .ansi
      ? OutputSettings.colors(
        choice: options.color, environment: environment,
        outputIsTerminal: Terminal.outputIsTerminal)
      : .none
    let context = RenderContext(
      width: OutputSettings.width(
        flag: options.width, environment: environment, terminalColumns: terminalSize?.columns),
      colors: colors,
      language: options.language)
    if colors.allowsEscapes { Terminal.installSignalHandlers() }

    // On a terminal a page fills what the list leaves free: 13 lines of title, search, filter,
    // table header, page line and blank lines, up to 4 lines of commands, and the prompt.
    let pageSize = options.rows ?? (interactive ? max(5, (terminalSize?.rows ?? 24) - 18) : 50)
    let runner = DemoRunner(
      options: options, rendererChoice: rendererChoice, context: context,
      interactive: interactive, scriptLines: scriptLines)
    return await runner.run(source: source, pageSize: pageSize)
  }

  private func run(source: FeedSource, pageSize: Int) async -> Int32 {
    let loader = FeedLoader(timeout: .seconds(10))
    let configuration = DemoConfiguration(language: options.language, pageSize: pageSize) {
      () async throws(FeedError) -> [Player] in
      try await loader.load(source)
    }
    let session = DemoSession(
      configuration: configuration,
      trace: options.trace ? { Terminal.writeError("trace: \($0.sanitizedForTerminal)") } : nil)

    session.start()
    if interactive, source != .embedded { show(session.currentScreen()) }
    await session.load()
    if let error = session.loadError, !interactive {
      return Self.fail(error.description, status: error.exitCode)
    }
    if let route = options.route {
      do throws(RouteError) {
        try session.open(route)
      } catch {
        // Reported like every other usage error, whether the route was malformed or named a
        // player the feed does not have.
        let usage = UsageError(error.description)
        if !interactive { return Self.fail(usage.description, status: UsageError.exitCode) }
        Terminal.writeError("psg-demo: \(usage.description)")
      }
    }
    show(session.currentScreen())

    while let line = nextLine() {
      guard let command = Command(parsing: line) else { continue }
      do throws(CommandError) {
        switch try await session.execute(command) {
        case .quit:
          return exitStatus
        case .showHelp:
          Terminal.write(session.helpText())
          show(session.currentScreen())
        case .render:
          show(session.currentScreen())
        }
      } catch {
        failedCommands += 1
        Terminal.writeError("psg-demo: \(error.description)")
      }
    }
    if interactive { Terminal.write("\n") }
    return exitStatus
  }

  /// 1 when a scripted command failed; a person at the prompt saw each error already.
  private var exitStatus: Int32 { failedCommands > 0 && !interactive ? 1 : 0 }

  private func nextLine() -> String? {
    if let scriptLines {
      guard nextScriptLine < scriptLines.count else { return nil }
      nextScriptLine += 1
      return scriptLines[nextScriptLine - 1]
    }
    if interactive { Terminal.write("psg> ") }
    return readLine(strippingNewline: true)
  }

  private func show(_ screen: Screen) {
    if framesShown > 0 { Terminal.write(frameSeparator) }
    Terminal.write(renderer.render(screen, in: context))
    framesShown += 1
  }

  /// What sets one frame apart from the next: at a prompt, a blank line; in a transcript, a rule
  /// a reader (or a program) can find: a line of `=` across the width, or a Markdown thematic
  /// break.
  private var frameSeparator: String {
    if rendererChoice == .markdown { return "\n---\n\n" }
    if interactive { return "\n" }
    return "\n" + String(repeating: "=", count: context.width) + "\n\n"
  }

  private static func fail(_ message: String, status: Int32) -> Int32 {
    Terminal.writeError("psg-demo: \(message.sanitizedForTerminal)")
    return status
  }
}
