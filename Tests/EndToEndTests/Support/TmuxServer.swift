import Foundation
import TestSupport
import Testing

/// A private tmux server, for driving `psg-demo` in a real terminal.
///
/// Each server has its own socket in the temporary folder (`tmux -S`), so tests never touch
/// the user's sessions or each other's; ``stop()`` kills it and removes the socket. Waits poll
/// until their condition holds, for at most ``patience`` (three minutes): a guard against a
/// hang, wide enough for a machine loaded many times over. A test holds one of the
/// ``ProcessSlots`` for its whole session (tmux, its shell and `psg-demo`).
///
/// The server ends by itself when its only program does, and the program is started under
/// `timeout`: even when a test crashes before ``stop()``, no server outlives it for long (a
/// server left behind would keep the test runner's output pipe open).
///
/// ```swift
/// try await ProcessSlots.shared.withSlot {
///   let tmux = TmuxServer(executable: "/usr/bin/tmux")
///   try await tmux.start(command: [demo, "--renderer", "ansi"], columns: 100, rows: 40)
///   try await tmux.send("search mba")
///   let screen = try await tmux.waitForScreen { $0.contains("MBAPPÉ") }
///   await tmux.stop()
/// }
/// ```
struct TmuxServer {
  /// How long a wait for a state lasts before the test fails: 180 s, only a guard against a
  /// hang.
  static let patience = 180.0

  /// The tmux executable.
  var executable: String
  /// The server's socket, unique to this server.
  let socket = FileManager.default.temporaryDirectory
    .appendingPathComponent("psg-e2e-tmux-" + UUID().uuidString.prefix(8)).path

  /// Runs a tmux command on this server, without any user configuration.
  @discardableResult
  func tmux(_ arguments: [String]) async throws -> ProcessOutput {
    try await ChildProcess.run(
      executable, arguments: ["-S", socket, "-f", "/dev/null"] + arguments, timeout: 300)
  }

  /// Starts a detached session of `columns` × `rows` running `command`, which is killed after
  /// `lifetime` seconds if it is still running.
  func start(command: [String], columns: Int, rows: Int, lifetime: Int = 900) async throws {
    let watchdog = TestEnvironment.executable(named: "timeout").map { [$0, String(lifetime)] }
    let shellCommand = ((watchdog ?? []) + command).map(Self.shellQuoted).joined(separator: " ")
    let result = try await tmux([
      "new-session", "-d", "-x", String(columns), "-y", String(rows), "exec " + shellCommand,
    ])
    guard result.exitCode == 0 else { throw Failure("tmux new-session: \(result.standardError)") }
  }

  /// Types `line` and Enter.
  func send(_ line: String) async throws {
    try await tmux(["send-keys", "-l", line])
    try await tmux(["send-keys", "Enter"])
  }

  /// Types `text` as it is, without Enter.
  func type(_ text: String) async throws {
    try await tmux(["send-keys", "-l", text])
  }

  /// Presses keys by their tmux names: `Enter`, `Escape`, `Up`, `Down`, `Home`, `C-c`…
  func press(_ keys: String...) async throws {
    try await tmux(["send-keys"] + keys)
  }

  /// Sends `text` to the program byte for byte, as the terminal itself would send it: a mouse
  /// report such as `ESC [ < 0 ; 12 ; 10 M` reaches the program as a click would.
  func sendAsTerminal(_ text: String) async throws {
    let hex = text.utf8.map { String($0, radix: 16) }
    let result = try await tmux(["send-keys", "-H"] + hex)
    guard result.exitCode == 0 else { throw Failure("tmux send-keys -H: \(result.standardError)") }
  }

  /// Whether the program in the pane asked for mouse click reports (`?1000`) and for their SGR
  /// form (`?1006`), as tmux, the terminal, keeps track of them.
  func mouseModes() async throws -> (reports: Bool, sgr: Bool) {
    let result = try await tmux([
      "display-message", "-p", "#{mouse_standard_flag} #{mouse_sgr_flag}",
    ])
    let flags = result.standardOutput.split(whereSeparator: \.isWhitespace)
    return (flags.first == "1", flags.dropFirst().first == "1")
  }

  /// Resizes the window, as a user resizing the terminal would.
  func resize(columns: Int, rows: Int) async throws {
    let result = try await tmux(["resize-window", "-x", String(columns), "-y", String(rows)])
    guard result.exitCode == 0 else { throw Failure("tmux resize-window: \(result.standardError)") }
  }

  /// The visible screen as text, without colours.
  func screen() async throws -> String {
    try await tmux(["capture-pane", "-p"]).standardOutput
  }

  /// Polls the screen until `condition` holds, for at most `seconds`; returns the last screen.
  func waitForScreen(
    seconds: Double = TmuxServer.patience, until condition: (String) -> Bool
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

  /// Polls until the session's program has ended, for at most `seconds`: its pane is dead or,
  /// as it was the server's only program, the server is gone.
  func waitForExit(seconds: Double = TmuxServer.patience) async throws -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    repeat {
      let result = try await tmux(["list-panes", "-a", "-F", "#{pane_dead}"])
      if result.exitCode != 0 || result.standardOutput.hasPrefix("1") { return true }
      try await Task.sleep(for: .milliseconds(50))
    } while Date() < deadline
    return false
  }

  /// Kills the server and everything in it, and removes its socket.
  func stop() async {
    _ = try? await tmux(["kill-server"])
    try? FileManager.default.removeItem(atPath: socket)
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

extension TmuxServer {
  /// Runs `command` in a fresh server of `columns` × `rows`, holding a process slot, waits for
  /// `shown`, runs `body`, and stops the server, whether `body` throws or not.
  static func withTerminal(
    _ command: [String], columns: Int, rows: Int, showing shown: String,
    _ body: (TmuxServer) async throws -> Void
  ) async throws {
    try await ProcessSlots.shared.withSlot {
      let tmux = TmuxServer(executable: try ExternalTool.tmux.require())
      do {
        try await tmux.start(command: command, columns: columns, rows: rows, lifetime: 300)
        let started = try await tmux.waitForScreen { $0.contains(shown) }
        try #require(started.matched, "\(command) did not show \(shown):\n\(started.screen)")
        try await body(tmux)
      } catch {
        await tmux.stop()
        throw error
      }
      await tmux.stop()
    }
  }
}
