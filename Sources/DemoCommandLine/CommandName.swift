import Foundation
import Rendering

/// The name the command goes by in its errors, its `--help`, its `--version` and its prompt:
/// `psg-demo`, or the executable of another package that hosts the command with its own
/// renderer (`boxed-demo: unknown option …`).
///
/// ``DemoCommand`` sets it for the time of a run, as a task-local value, so the code that
/// writes a message reads it without a global and without every function passing it on.
///
/// ```swift
/// CommandName.fromExecutable("/usr/local/bin/boxed-demo")  // "boxed-demo"
/// // run as boxed-demo: UsageError(.unknownOption("-x")).description
/// // "unknown option “-x” (see boxed-demo --help)"
/// ```
enum CommandName {
  /// The demo's own name.
  static let standard = "psg-demo"

  /// The name of the command running now.
  @TaskLocal static var current = standard

  /// The longest name kept from the executable's path; the rest is cut.
  static let maximumLength = 64

  /// The name `path` (the program's `argv[0]`) gives: its last component, with control
  /// characters made visible and cut to ``maximumLength`` characters; ``standard`` when
  /// empty.
  static func fromExecutable(_ path: String) -> String {
    let last = path.split(separator: "/").last.map(String.init) ?? ""
    let name = String(last.sanitizedForTerminal.prefix(maximumLength))
    return name.isEmpty ? standard : name
  }

  /// What line mode prompts with at a terminal: `psg>` for the demo itself, the command's
  /// name for a host (`boxed-demo>`).
  static var prompt: String {
    (current == standard ? "psg" : current) + "> "
  }

  /// `text` with the demo's name replaced by the running command's, for help written about
  /// `psg-demo`.
  static func naming(_ text: String) -> String {
    current == standard ? text : text.replacingOccurrences(of: standard, with: current)
  }
}
