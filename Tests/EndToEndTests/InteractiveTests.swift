import TestSupport
import Testing

/// Line mode at a prompt, in a real terminal: a private tmux server of 100 × 40.
@Suite(.tags(.process, .tmux), .skippedInFastLoop) struct InteractiveTests {
  static let prompt = "psg> "

  /// Starts `psg-demo --line --renderer ansi` in a fresh tmux server, runs `body`, kills the server.
  private func withDemoInTmux(
    _ body: (TmuxServer) async throws -> Void
  ) async throws {
    try await ProcessSlots.shared.withSlot {
      let tmux = TmuxServer(executable: try ExternalTool.tmux.require())
      let demo = try DemoExecutable.path.get()
      do {
        try await tmux.start(
          command: [demo, "--line", "--renderer", "ansi"], columns: 100, rows: 40)
        try await body(tmux)
      } catch {
        await tmux.stop()
        throw error
      }
      await tmux.stop()
    }
  }

  @Test(.enabled(if: ExternalTool.tmux.shouldRun, "needs tmux"))
  func searchAtThePromptThenQuit() async throws {
    try await withDemoInTmux { tmux in
      let started = try await tmux.waitForScreen { $0.hasPrompt }
      try #require(started.matched, "no prompt within the wait:\n\(started.screen)")
      // A page fits the terminal, so the 35 players take two pages.
      #expect(started.screen.contains(" of 35\n"))
      #expect(!started.screen.contains("Players 1–35 of 35"))

      try await tmux.send("search mba")
      let searched = try await tmux.waitForScreen {
        $0.contains("Search: mba") && $0.hasPrompt
      }
      try #require(searched.matched, "no search result within the wait:\n\(searched.screen)")
      #expect(searched.screen.contains("  1    7  Kylian MBAPPÉ  Forward"))
      #expect(searched.screen.contains("Players 1–1 of 1"))

      try await tmux.send("quit")
      let ended = try await tmux.waitForExit()
      #expect(ended, "psg-demo still runs after quit")
    }
  }

  /// The page size leaves room for the title, the search, the filter and the actions, so the
  /// whole first screen and the prompt fit in the terminal.
  @Test(.enabled(if: ExternalTool.tmux.shouldRun, "needs tmux"))
  func firstScreenFitsInTheTerminal() async throws {
    try await withDemoInTmux { tmux in
      let started = try await tmux.waitForScreen { $0.hasPrompt }
      try #require(started.matched, "no prompt within the wait:\n\(started.screen)")
      let lines = started.screen.split(separator: "\n", omittingEmptySubsequences: false)
      // The whole first screen fits: its title is still the top line when the prompt shows.
      #expect(lines.first == "Players")
      #expect(lines.contains { $0.hasPrefix("Players 1–") })
    }
  }

  /// The page is measured, not a constant: the first screen and the prompt take the whole
  /// terminal but its last line, which the blank line before the next screen will need.
  @Test(.enabled(if: ExternalTool.tmux.shouldRun, "needs tmux"))
  func firstScreenFillsTheTerminal() async throws {
    try await withDemoInTmux { tmux in
      let started = try await tmux.waitForScreen { $0.hasPrompt }
      try #require(started.matched, "no prompt within the wait:\n\(started.screen)")
      let lines = started.screen.split(separator: "\n", omittingEmptySubsequences: false)
      let prompt = lines.lastIndex { $0.starts(with: "psg>") }
      #expect(prompt == 38, "\(started.screen)")
    }
  }
}

extension String {
  /// Whether the last non-blank line of a captured screen is the prompt, waiting for input.
  fileprivate var hasPrompt: Bool {
    split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) }.map {
      $0.trimmingCharacters(in: .whitespaces)
        == InteractiveTests.prompt.trimmingCharacters(
          in: .whitespaces)
    } ?? false
  }
}
