import Foundation
import TestSupport
import Testing

/// The full-screen app's history in a real terminal (a private tmux server): `h` shows the run
/// so far step by step, each step's screen beside the inspector as it was then; `r` goes on
/// live from the step shown. A recording replays full screen with the same keys.
@Suite(
  .tags(.process, .tmux), .skippedInFastLoop,
  .enabled(if: ExternalTool.tmux.shouldRun, "needs tmux"))
struct RewindTests {
  /// Runs `command` in a fresh tmux server of 120 × 32, waits for `shown`, runs `body`, stops
  /// the server.
  private func withTerminal(
    _ command: [String], showing shown: String, _ body: (TmuxServer) async throws -> Void
  ) async throws {
    try await TmuxServer.withTerminal(command, columns: 120, rows: 32, showing: shown, body)
  }

  /// The run: search “mba”, open the player, step back in the history to the list
  /// searched, resume, and the live list has the search and the selection.
  @Test func steppingBackToTheSearchedListAndResumingLandsOnItLive() async throws {
    let demo = try DemoExecutable.path.get()
    try await withTerminal([demo, "--color", "never"], showing: "Keylor NAVAS") { tmux in
      try await tmux.type("/mba")
      try await tmux.press("Enter")
      let searched = try await tmux.waitForScreen { $0.contains("1–1 of 1") }
      try #require(searched.matched, "\(searched.screen)")
      try await tmux.press("Enter")
      let opened = try await tmux.waitForScreen { $0.contains("Players > Kylian MBAPPÉ") }
      try #require(opened.matched, "\(opened.screen)")
      try await tmux.type("h")
      let history = try await tmux.waitForScreen { $0.contains("Resume") }
      try #require(history.matched, "h did not show the history:\n\(history.screen)")
      // The last step is the page just opened, with its push in the panel.
      #expect(history.screen.contains("navigation push Kylian MBAPPÉ"), "\(history.screen)")
      try await tmux.press("Left")
      let back = try await tmux.waitForScreen {
        $0.contains("Search: mba") && $0.contains("· key Enter") && !$0.contains("Birth date")
      }
      try #require(back.matched, "Left did not show the searched list:\n\(back.screen)")
      #expect(back.screen.contains("searchText = mba"), "the step's boxes: \(back.screen)")
      try await tmux.type("r")
      let live = try await tmux.waitForScreen {
        $0.split(separator: "\n").contains("--open players?search=mba&row=1")
      }
      try #require(live.matched, "r did not resume on the list:\n\(live.screen)")
      let selected = live.screen.split(separator: "\n").first { $0.hasPrefix(">") }
      #expect(selected?.contains("Kylian MBAPPÉ") == true, "\(live.screen)")
      #expect(live.screen.contains("h History"), "\(live.screen)")
      // Live again: Enter opens the selected player, as it did before.
      try await tmux.press("Enter")
      let reopened = try await tmux.waitForScreen { $0.contains("Players > Kylian MBAPPÉ") }
      #expect(reopened.matched, "\(reopened.screen)")
    }
  }

  /// `psg-demo replay FILE` on a terminal: the same browser over a recording, from step 0.
  @Test func aRecordingReplaysFullScreenAndResumesLive() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-rewind-\(UUID().uuidString).jsonl").path
    defer { try? FileManager.default.removeItem(atPath: file) }
    let recorded = try await DemoExecutable.run(
      ["--renderer", "plain", "--record", file], input: .pipe("search mba\nopen 1\nback\n"))
    try #require(recorded.exitCode == 0)
    let demo = try DemoExecutable.path.get()
    try await withTerminal(
      [demo, "replay", file, "--color", "never"], showing: "step 0 of 3 · start"
    ) { tmux in
      try await tmux.press("End")
      let last = try await tmux.waitForScreen { $0.contains("step 3 of 3 · back") }
      try #require(last.matched, "\(last.screen)")
      #expect(last.screen.contains("navigation pop Kylian MBAPPÉ"), "\(last.screen)")
      try await tmux.press("Left")
      let page = try await tmux.waitForScreen { $0.contains("step 2 of 3 · open 1") }
      try #require(page.matched, "\(page.screen)")
      #expect(page.screen.contains("Birth date"), "\(page.screen)")
      try await tmux.type("r")
      let live = try await tmux.waitForScreen {
        $0.contains("--open players?search=mba/player/id/32")
      }
      #expect(live.matched, "r did not resume live on the page:\n\(live.screen)")
    }
  }
}
