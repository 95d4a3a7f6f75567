import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `SIGQUIT` (Ctrl-\ at a terminal) ends line mode as `SIGTERM` does: one line, status 131
/// (128 + 3), the terminal as it was, and none of the runtime's crash report or backtrace.
@Suite(.tags(.process), .skippedInFastLoop) struct QuitSignalTests {
  /// What the runtime's crash report says; none of it may show.
  static let crashWords = ["crashed", "Crashed", "backtrace", "Backtrace", "💣"]

  @Test func sigquitFromAPipeEndsWithOneLineAndStatus131() async throws {
    // Once the list is there, the program is waiting for its first command.
    let run = try await SignalledDemo.run([], signal: SIGQUIT) { $0.contains("Keylor NAVAS") }
    #expect(run.signalled)
    #expect(run.result.exitCode == 131, "\(run.result)")
    #expect(run.result.standardError == "psg-demo: stopped by SIGQUIT (Ctrl-\\)\n")
    for word in Self.crashWords {
      #expect(!run.result.standardError.contains(word) && !run.output.contains(word), "\(word)")
    }
  }

  /// At a prompt in a real terminal, Ctrl-\ sends the signal: the shell gets its prompt back
  /// with status 131, echo and line editing on.
  @Test(.enabled(if: ExternalTool.tmux.shouldRun, "needs tmux"))
  func ctrlBackslashAtThePromptEndsCleanly() async throws {
    try await ProcessSlots.shared.withSlot {
      let tmux = TmuxServer(executable: try ExternalTool.tmux.require())
      let bash = try #require(TestEnvironment.executable(named: "bash"), "bash runs the demo")
      let demo = try DemoExecutable.path.get()
      let modesFile = FileManager.default.temporaryDirectory
        .appendingPathComponent("psg-quit-stty-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: modesFile) }
      do {
        try await tmux.start(
          command: ["env", "PS1=$ ", bash, "--norc", "--noprofile", "-i"], columns: 100,
          rows: 40, lifetime: 900)
        try await tmux.send("'\(demo)' --line; echo STATUS-$?-END")
        let prompt = try await tmux.waitForScreen {
          $0.contains("Keylor NAVAS") && $0.contains("\npsg>")
        }
        try #require(prompt.matched, "the prompt did not show:\n\(prompt.screen)")
        try await tmux.press("C-\\")
        let ended = try await tmux.waitForScreen { $0.contains("STATUS-131-END") }
        try #require(ended.matched, "Ctrl-\\ did not end with 131:\n\(ended.screen)")
        #expect(ended.screen.contains("psg-demo: stopped by SIGQUIT (Ctrl-\\)"))
        for word in Self.crashWords {
          #expect(!ended.screen.contains(word), "\(word):\n\(ended.screen)")
        }
        try await tmux.send("stty -a > '\(modesFile.path)'; echo STTY-$((40 + 2))")
        let saved = try await tmux.waitForScreen { $0.contains("STTY-42\n") }
        try #require(saved.matched, "stty did not run:\n\(saved.screen)")
        let modes = try String(contentsOf: modesFile, encoding: .utf8)
          .split(whereSeparator: { $0 == " " || $0 == ";" || $0 == "\n" })
        #expect(modes.contains("echo") && modes.contains("icanon"), "stty -a says \(modes)")
        #expect(!modes.contains("-echo") && !modes.contains("-icanon"), "\(modes)")
      } catch {
        await tmux.stop()
        throw error
      }
      await tmux.stop()
    }
  }
}
