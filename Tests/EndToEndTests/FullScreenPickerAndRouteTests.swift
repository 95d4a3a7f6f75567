import TestSupport
import Testing

/// The full-screen app in a real terminal (a private tmux server): the comparison's picker
/// searches as you type, as the list does, and the footer's route reopens the same row in a
/// terminal of another size, the inspector open or closed.
@Suite(
  .tags(.process, .tmux), .skippedInFastLoop,
  .enabled(if: ExternalTool.tmux.shouldRun, "needs tmux"))
struct FullScreenPickerAndRouteTests {
  /// Starts `psg-demo --color never` with `arguments` in a fresh tmux server of `columns` ×
  /// `rows`, waits for `shown`, runs `body`, kills the server.
  private func withDemo(
    _ arguments: [String], columns: Int = 100, rows: Int = 30, showing shown: String,
    _ body: (TmuxServer) async throws -> Void
  ) async throws {
    try await TmuxServer.withTerminal(
      [try DemoExecutable.path.get(), "--color", "never"] + arguments, columns: columns,
      rows: rows, showing: shown, body)
  }

  @Test func typingInThePickerSearchesLive() async throws {
    try await withDemo(
      ["--open", "player/id/32/compare"], showing: "Choose the player to compare with."
    ) { tmux in
      try await tmux.type("/ney")
      let searched = try await tmux.waitForScreen { $0.contains("Search: ney") }
      try #require(searched.matched, "the field did not take the text:\n\(searched.screen)")
      let rows = searched.screen.split(separator: "\n").filter { $0.hasPrefix(">") }
      #expect(rows.count == 1 && rows[0].contains("Neymar Jr."), "\(searched.screen)")
      #expect(!searched.screen.contains("Keylor NAVAS"), "\(searched.screen)")
      // The footer lists only keys that act on the field: `q`, `i` and `?` are text here.
      let footer = searched.screen.split(separator: "\n").last.map(String.init) ?? ""
      #expect(footer.contains("Ctrl-U"), "\(footer)")
      for hint in ["q Quit", "i Inspect", "? Help"] { #expect(!footer.contains(hint), "\(footer)") }
      try await tmux.type("q")
      let typed = try await tmux.waitForScreen { $0.contains("Search: neyq") }
      #expect(typed.matched, "q did not type:\n\(typed.screen)")
      try await tmux.press("BSpace", "Enter")
      let left = try await tmux.waitForScreen { $0.contains("q Quit") }
      #expect(left.matched, "\(left.screen)")
      #expect(left.screen.contains("--open player/id/32/compare?search=ney"), "\(left.screen)")
    }
  }

  /// The selected row's name, on the line marked `>`.
  private func selectedLine(_ screen: String) -> String? {
    screen.split(separator: "\n").first { $0.hasPrefix(">") }.map(String.init)
  }

  @Test func theFooterRouteReopensTheSameRowAtAnotherSize() async throws {
    var route = ""
    try await withDemo([], columns: 120, rows: 40, showing: "Keylor NAVAS") { tmux in
      try await tmux.press("End")
      let ended = try await tmux.waitForScreen { $0.contains(">") && $0.contains("MESSI") }
      try #require(ended.matched, "End did not select the last row:\n\(ended.screen)")
      let line = ended.screen.split(separator: "\n").first { $0.hasPrefix("--open ") }
      route = String(try #require(line, "\(ended.screen)").dropFirst(7))
    }
    #expect(route == "players?row=35")
    for (columns, rows) in [(120, 40), (80, 24)] {
      try await withDemo(
        ["--open", route], columns: columns, rows: rows, showing: "Lionel MESSI"
      ) { tmux in
        var screen = try await tmux.screen()
        #expect(selectedLine(screen)?.contains("Lionel MESSI") == true, "\(screen)")
        try await tmux.type("i")
        let inspected = try await tmux.waitForScreen { $0.contains("Inspector") }
        screen = inspected.screen
        #expect(selectedLine(screen)?.contains("Lionel MESSI") == true, "\(screen)")
        #expect(screen.contains("--open \(route)"), "\(screen)")
      }
    }
  }
}
