import Foundation
import TestSupport
import Testing

/// The tutorial's reading list records, rewinds and replays in a real terminal (a private tmux
/// server) with the demo's commands and keys: `--record FILE` keeps the run, `h` steps back
/// through it, and `replay FILE` browses the file full screen, `r` going on live from a step.
@Suite(
  .tags(.process, .tmux), .skippedInFastLoop,
  .enabled(if: ExternalTool.tmux.shouldRun, "needs tmux"))
struct ReadingListRewindTests {
  /// `reading-list-example`, built beside the tests (this target depends on it).
  static func executable() throws -> String {
    try DemoExecutable.product(named: "reading-list-example").get()
  }

  /// Runs `command` in a fresh tmux server of 100 × 24, waits for `shown`, runs `body`, stops
  /// the server.
  private func withTerminal(
    _ command: [String], showing shown: String, _ body: (TmuxServer) async throws -> Void
  ) async throws {
    try await TmuxServer.withTerminal(command, columns: 100, rows: 24, showing: shown, body)
  }

  @Test func aRecordedRunRewindsAndReplaysFullScreen() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("reading-list-rewind-\(UUID().uuidString).jsonl").path
    defer { try? FileManager.default.removeItem(atPath: file) }
    let app = try Self.executable()
    try await withTerminal([app, "--record", file], showing: "h History") { tmux in
      try await tmux.press("Down")
      try await tmux.press("Enter")
      let page = try await tmux.waitForScreen { $0.contains("Author  Jane Austen") }
      try #require(page.matched, "\(page.screen)")
      // `h`: the run so far, on the step just taken, with the inspector's panel as it was.
      try await tmux.type("h")
      let history = try await tmux.waitForScreen { $0.contains("step 2 of 2 · key Enter") }
      try #require(history.matched, "h did not show the history:\n\(history.screen)")
      #expect(history.screen.contains("navigation push Emma"), "\(history.screen)")
      try await tmux.press("Left")
      let list = try await tmux.waitForScreen { $0.contains("step 1 of 2 · key ↓") }
      try #require(list.matched, "\(list.screen)")
      #expect(list.screen.contains("> 2. Emma, Jane Austen *"), "\(list.screen)")
      // `r`: live again on that step's route, the list.
      try await tmux.type("r")
      let live = try await tmux.waitForScreen {
        $0.split(separator: "\n").contains("books") && $0.contains("h History")
      }
      try #require(live.matched, "r did not resume on the list:\n\(live.screen)")
      try await tmux.type("q")
      #expect(try await tmux.waitForExit())
    }

    // The file holds the start, ↓, Enter, h's resume and q; `replay` browses it from step 0.
    try await withTerminal([app, "replay", file], showing: "step 0 of 4 · start") { tmux in
      try await tmux.press("Right")
      try await tmux.press("Right")
      let page = try await tmux.waitForScreen { $0.contains("step 2 of 4 · key Enter") }
      try #require(page.matched, "\(page.screen)")
      #expect(page.screen.contains("Author  Jane Austen"), "\(page.screen)")
      try await tmux.type("r")
      let live = try await tmux.waitForScreen {
        $0.split(separator: "\n").contains("book/2") && $0.contains("Esc Back")
      }
      #expect(live.matched, "r did not go on live on Emma's page:\n\(live.screen)")
    }
  }
}
