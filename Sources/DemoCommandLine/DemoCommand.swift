import Foundation
import PSGDemo
import Rendering
import TerminalUI

/// The whole `psg-demo` command line as a library: flags, help, line mode, transcripts, the
/// full-screen app, errors and exit statuses, with any renderer registered by name.
///
/// An executable that shows the demo with its own renderer is a few lines:
///
/// ```swift
/// import DemoCommandLine
/// import Rendering
///
/// var command = DemoCommand()
/// command.renderers.register(ShoutingRenderer(), named: "shouting", medium: .terminal)
/// await command.main()  // psg-demo's flags, plus --renderer shouting
/// ```
///
/// `--help` then lists `shouting` with the standard renderers, and `--renderer shouting` works
/// in the full-screen app, at the prompt and in `--script` transcripts.
///
/// Exit statuses follow `sysexits.h`: 0 success, 1 a scripted command failed, 64 usage, 65 bad
/// feed or script data, 66 a feed or script that cannot be read, 69 a feed URL unavailable,
/// 73 a trace file or an exported site that cannot be created, 74 output that cannot be
/// written. `psg-demo export DIR` writes the app as a static site (see `SiteExporter`).
public struct DemoCommand: Sendable {
  /// The renderers `--renderer` chooses from; the standard five to begin with.
  public var renderers: RendererRegistry
  /// What the command calls itself in its errors, `--help`, `--version` and prompt:
  /// `psg-demo` unless changed; ``main()`` uses the name of the executable that runs it, so
  /// a host such as `boxed-demo` names itself.
  public var name: String

  /// A command with `renderers` (by default the standard five) named `name`.
  public init(renderers: RendererRegistry = RendererRegistry(), name: String = "psg-demo") {
    self.renderers = renderers
    self.name = name
  }

  /// Runs the command with `arguments` (without the program's name) and returns the exit
  /// status. Writes to standard output and standard error, and reads standard input.
  @MainActor
  public func run(arguments: [String]) async -> Int32 {
    return await run(commandLine: arguments.map(CommandLineArgument.init))
  }

  /// Runs the command with the arguments as the system passed them: file names keep the
  /// bytes that are not UTF-8.
  @MainActor
  func run(commandLine arguments: [CommandLineArgument]) async -> Int32 {
    await CommandName.$current.withValue(name) { () async -> Int32 in
      if arguments.first?.text == "export" {
        return await ExportCommand.run(
          arguments: arguments.dropFirst().map(\.text), renderers: renderers)
      }
      if arguments.first?.text == "replay" {
        return await ReplayCommand.run(
          arguments: Array(arguments.dropFirst()), renderers: renderers)
      }
      return await DemoRunner.run(arguments: arguments, renderers: renderers)
    }
  }

  /// Runs the command with the process's arguments (their bytes, from `argv`) and exits with
  /// its status.
  ///
  /// First it holds a closed standard stream with `/dev/null` and ignores `SIGPIPE` and
  /// `SIGXFSZ`, so that an output that cannot be written is an error to report (74, or a
  /// recording stopped), never a file opened in its place nor a silent death; `SIGQUIT` ends it with one line and status 131
  /// (`QuitSignal`), not the runtime's crash report; and it has freed large blocks of memory
  /// go back to the system (`ProcessMemory`), so that reloading a feed does not grow the
  /// process. Unless ``name`` was
  /// changed, the command is named after the executable (`argv[0]`), so a host's errors and
  /// help say its own name.
  @MainActor
  public func main() async -> Never {
    prepareStandardStreams()
    ProcessMemory.returnLargeBlocksWhenFreed()
    var command = self
    if command.name == CommandName.standard {
      command.name = CommandName.fromExecutable(CommandLine.arguments.first ?? "")
    }
    // Before anything can take long: Ctrl-\ quits, without the runtime's crash report.
    QuitSignal.install(
      line: CommandLineWords.english.stoppedByQuitSignal(command.name) + "\n",
      resetsColors: false)
    exit(await command.run(commandLine: CommandLineArgument.processArguments()))
  }
}
