import ANSIRendering
import Foundation
import MVVMC
import PlainTextRendering
import Rendering

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command line of a full-screen app, in one call: its usage from its routes, a route to
/// open first, `--record FILE` and `replay FILE [--at N]`. An app's `main.swift` gives what is
/// its own, its routes and how to make it for an address:
///
/// ```swift
/// await TerminalAppCommand(routes: ReadingListCoordinator.routes) { address in
///   let app = ReadingListApp()
///   if let address { try app.coordinator.open(address: address) }
///   return app
/// }.run()
/// ```
///
/// The command, named after its executable:
///
/// ```
/// reading-list                          the app full screen; piped, its screen printed once
/// reading-list book/2                   the same, the route opened first
/// reading-list --record run.jsonl       the run kept in run.jsonl, a step a key
/// reading-list replay run.jsonl         the run's steps full screen; `r` goes on live
/// reading-list replay run.jsonl --at 2  the screen after the second key, printed
/// reading-list --help                   the usage, with every form of a route
/// ```
///
/// Its exit statuses follow `sysexits.h`: 0 success, 64 a wrong argument, 65 a file that is not
/// a recording, 66 a recording that cannot be read, 73 one that cannot be created, 74 output
/// that cannot be written (with no line when the reader of a pipe left, as `| head` does);
/// after a full-screen run, the host's (``FullScreenExit/status``). Each error is one line on
/// standard error, what was typed shown with its controls made visible.
@MainActor
public struct TerminalAppCommand {
  /// An app the command runs: it makes the adapter the host runs, and records its run.
  ///
  /// ```swift
  /// extension ReadingListApp: TerminalAppCommand.App {}
  /// // terminalApp(renderer:context:) makes a NavigatorTerminalApp of its navigator;
  /// // record(_:size:into:) hands it a SessionRecorder (record(with:into:history:size:))
  /// ```
  @MainActor
  public protocol App {
    /// The app as the host runs it: screens drawn by `renderer`, in the context `context`
    /// makes for the terminal's size.
    func terminalApp(
      renderer: any Renderer, context: @escaping @MainActor (TerminalSize) -> RenderContext
    ) -> NavigatorTerminalApp

    /// Records the run `terminalApp` shows in a terminal of `size`: for `h` to rewind, and
    /// kept in `file` when there is one (`--record FILE`).
    func record(_ terminalApp: NavigatorTerminalApp, size: TerminalSize, into file: RecordingFile?)
  }

  let name: String
  let routes: RouteTree
  let makeApp: @MainActor (String?) throws(RouteError) -> any App

  /// The command of the app `app` makes.
  ///
  /// - Parameters:
  ///   - name: The name in the usage and before each error; the executable's by default.
  ///   - routes: The app's routes: `--help` lists their forms.
  ///   - app: Makes the app, the route given opened (`nil`: none given); its error ends the
  ///     command with status 64.
  public init(
    name: String = String(CommandLine.arguments.first?.split(separator: "/").last ?? ""),
    routes: RouteTree,
    app: @escaping @MainActor (_ address: String?) throws(RouteError) -> any App
  ) {
    self.name = name
    self.routes = routes
    makeApp = app
  }

  /// Runs the command with the process's arguments, and exits.
  ///
  /// First, a standard stream the process was started without is held by `/dev/null`, and
  /// `SIGPIPE` and `SIGXFSZ` are ignored, so that an output that cannot be written is an error
  /// to report, never a file opened in its place nor a silent death.
  public func run() async -> Never {
    prepareStandardStreams()
    var arguments = Array(CommandLine.arguments.dropFirst())
    if arguments == ["--help"] || arguments == ["-h"] {
      output(usage)
      exit(0)
    }
    if arguments.first == "replay" {
      // `r` on a step goes on live: a fresh app opens the step's route.
      arguments = [await replay(Array(arguments.dropFirst()))]
    }
    var recording: RecordingFile?
    if arguments.first == "--record" {
      guard arguments.count >= 2 else { fail("--record needs a FILE (see \(name) --help)", 64) }
      do throws(RecordingFile.OpenFailure) {
        recording = try RecordingFile(path: arguments[1])
      } catch {
        let reason = systemMessage(error.code)
        fail("cannot record into “\(arguments[1].sanitizedForTerminal)”: \(reason)", 73)
      }
      arguments.removeFirst(2)
    }
    // An option other than --help, or a second argument.
    if let wrong = arguments.first(where: { $0.hasPrefix("-") }) ?? arguments.dropFirst().first {
      fail("unexpected argument “\(wrong.sanitizedForTerminal)” (see \(name) --help)", 64)
    }
    let app: any App
    do throws(RouteError) {
      app = try makeApp(arguments.first)
    } catch {
      fail("\(error) (see \(name) --help)", 64)
    }
    // Piped or scripted, there is no terminal to take over: the screen is printed once (and
    // recorded as the run's one step).
    guard SystemTerminal.isInteractive else {
      let size = TerminalSize(columns: 80, rows: 24)
      let terminalApp = app.terminalApp(renderer: PlainTextRenderer()) {
        RenderContext(width: $0.columns)
      }
      if let recording { app.record(terminalApp, size: size, into: recording) }
      if let screen = terminalApp.navigator.currentScreen() {
        output(PlainTextRenderer().render(screen, in: RenderContext(width: size.columns)))
      }
      exit(0)
    }
    let terminal = SystemTerminal()
    let terminalApp = app.terminalApp(renderer: ANSIRenderer()) { size in
      RenderContext(width: size.columns, colors: .ansi256)
    }
    // Recording stops at its limits and the app goes on; the line that says so waits for the
    // screen to be the shell's.
    var stopped: RecordingFile.Stop?
    recording?.onStop = { stopped = $0 }
    app.record(terminalApp, size: terminal.size, into: recording)
    let ending = await FullScreenHost(app: terminalApp, terminal: terminal).run()
    if let stopped {
      let why =
        switch stopped {
        case .steps(let steps): "it holds \(steps) steps, the most a recording holds"
        case .bytes(let bytes): "it holds \(bytes >> 20) MiB, the most a recording holds"
        case .writeFailed(let code): systemMessage(code)
        case .stepTooLarge(let bytes): "a step would take more than \(bytes >> 20) MiB"
        }
      line("\(name): recording stopped: \(why); the app went on")
    }
    exit(ending.status)
  }

  /// `--help`: the usage, and every form a route takes.
  var usage: String {
    let forms = RoutePath.forms(in: routes)
    let width = forms.map(\.pattern.count).max() ?? 0
    let lines = forms.map { form in
      let pattern = form.pattern.padding(toLength: width, withPad: " ", startingAt: 0)
      return "  \(pattern)  \(form.summary(.english))\n"
    }
    return """
      usage: \(name) [--record FILE] [ROUTE]
             \(name) replay FILE [--at N]

      Opens ROUTE first, if given, one of:
      \(lines.joined())
      --record FILE keeps the run in FILE, a step a key. replay shows its steps again,
      full screen, or prints step N's screen with --at N.

      """
  }

  /// `replay FILE [--at N]`: prints step N's screen, or shows the steps full screen, and
  /// exits; returns the route of the step `r` goes on live from.
  func replay(_ arguments: [String]) async -> String {
    guard arguments.count == 1 || (arguments.count == 3 && arguments[1] == "--at") else {
      fail("replay takes FILE [--at N] (see \(name) --help)", 64)
    }
    let file = arguments[0].sanitizedForTerminal
    let recording: RecordingReader
    do throws(RecordingProblem) {
      recording = try RecordingReader(path: arguments[0])
    } catch {
      fail("\(file): \(error)".sanitizedForTerminal, error.exitCode)
    }
    if arguments.count == 3 {
      guard let seq = Int(arguments[2]), (0...recording.lastStep).contains(seq) else {
        let step = String(arguments[2].prefix(40)).sanitizedForTerminal
        fail("no step “\(step)”: the recording has steps 0 to \(recording.lastStep)", 64)
      }
      do throws(RecordingProblem) {
        let screen = try recording.step(seq).screen
        output(PlainTextRenderer().render(screen, in: RenderContext(width: recording.start.width)))
      } catch {
        fail("\(file): \(error)".sanitizedForTerminal, error.exitCode)
      }
      exit(0)
    }
    guard SystemTerminal.isInteractive else {
      fail("replay without a terminal needs --at N (see \(name) --help)", 64)
    }
    let browser = StepBrowser(
      steps: BrowsedRecording(recording), start: 0, renderer: ANSIRenderer()
    ) { size in
      RenderContext(width: size.columns, colors: .ansi256)
    }
    let replay = StepBrowserApp(browser: browser)
    let ending = await FullScreenHost(app: replay, terminal: SystemTerminal()).run()
    guard let seq = replay.resumedStep, let route = try? recording.step(seq).route else {
      exit(ending.status)
    }
    return route
  }

  /// Writes `text` to standard output; a write that fails ends the command with status 74.
  func output(_ text: String) {
    var text = text
    guard let code = text.withUTF8({ writeAll(UnsafeRawBufferPointer($0), to: STDOUT_FILENO) })
    else { return }
    if code == EPIPE { exit(74) }
    fail("cannot write to standard output: \(systemMessage(code))", 74)
  }

  /// Writes `text` and a newline to standard error, as well as it can.
  func line(_ text: String) {
    var text = text + "\n"
    _ = text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
  }

  /// Ends the command with `status` and one line on standard error saying why.
  func fail(_ message: String, _ status: Int32) -> Never {
    line("\(name): \(message)")
    exit(status)
  }

  /// The system's words for `errno` `code`.
  func systemMessage(_ code: Int32) -> String {
    strerror(code).map { String(cString: $0) } ?? "error \(code)"
  }
}
