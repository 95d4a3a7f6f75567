import Foundation

/// A private tmux server, for driving `psg-demo` in a real terminal.
///
/// Each server has its own socket name (`tmux -L`), so tests never touch the user's sessions
/// or each other's; ``stop()`` kills it. Waits poll at most a few seconds.
///
/// ```swift
/// let tmux = TmuxServer(executable: "/usr/bin/tmux")
/// try await tmux.start(command: [demo, "--renderer", "ansi"], columns: 100, rows: 40)
/// try await tmux.send("search mba")
/// let screen = try await tmux.waitForScreen { $0.contains("MBAPPÉ") }
/// await tmux.stop()
/// ```
struct TmuxServer {
  /// The tmux executable.
  var executable: String
  /// The server's socket name, unique to this server.
  let socketName = "psg-e2e-" + UUID().uuidString.prefix(8)

  /// Runs a tmux command on this server, without any user configuration.
  @discardableResult
  func tmux(_ arguments: [String]) async throws -> ProcessOutput {
    try await ChildProcess.run(
      executable, arguments: ["-L", socketName, "-f", "/dev/null"] + arguments, timeout: 5)
  }

  /// Starts a detached session of `columns` × `rows` running `command`; the pane stays after
  /// the command ends, so its exit status can be read.
  func start(command: [String], columns: Int, rows: Int) async throws {
    let shellCommand = command.map(Self.shellQuoted).joined(separator: " ")
    let result = try await tmux([
      "new-session", "-d", "-x", String(columns), "-y", String(rows), shellCommand,
      ";", "set-option", "-w", "remain-on-exit", "on",
    ])
    guard result.exitCode == 0 else { throw Failure("tmux new-session: \(result.standardError)") }
  }

  /// Types `line` and Enter.
  func send(_ line: String) async throws {
    try await tmux(["send-keys", "-l", line])
    try await tmux(["send-keys", "Enter"])
  }

  /// The visible screen as text, without colours.
  func screen() async throws -> String {
    try await tmux(["capture-pane", "-p"]).standardOutput
  }

  /// Polls the screen until `condition` holds, for at most `seconds`; returns the last screen.
  func waitForScreen(
    seconds: Double = 5, until condition: (String) -> Bool
  ) async throws -> (screen: String, matched: Bool) {
    let deadline = Date().addingTimeInterval(seconds)
    var last = ""
    repeat {
      last = try await screen()
      if condition(last) { return (last, true) }
      try await Task.sleep(for: .milliseconds(50))
    } while Date() < deadline
    return (last, false)
  }

  /// Polls until the pane's program has ended, for at most `seconds`; returns its exit status
  /// (nil when it did not end).
  func waitForExit(seconds: Double = 5) async throws -> Int32? {
    let deadline = Date().addingTimeInterval(seconds)
    repeat {
      let result = try await tmux(["list-panes", "-F", "#{pane_dead} #{pane_dead_status}"])
      let fields = result.standardOutput.split(separator: " ").map {
        $0.trimmingCharacters(in: .whitespacesAndNewlines)
      }
      if fields.first == "1" { return fields.count > 1 ? Int32(fields[1]) ?? -1 : -1 }
      try await Task.sleep(for: .milliseconds(50))
    } while Date() < deadline
    return nil
  }

  /// Kills the server and everything in it.
  func stop() async {
    _ = try? await tmux(["kill-server"])
  }

  /// `word` quoted for the shell tmux runs the command with.
  private static func shellQuoted(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// tmux refused a command.
  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
