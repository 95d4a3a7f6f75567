import TestSupport
import Testing

/// The children a coordinator lists, reached by their key in a real terminal (a private tmux
/// server): the scene's `?` help lists the key, and pressing it opens the flow. Every flow the
/// app declares is checked the same way, without a terminal, by `FlowKeyTests`.
@Suite(
  .tags(.process, .tmux), .skippedInFastLoop,
  .enabled(if: ExternalTool.tmux.shouldRun, "needs tmux"))
struct FullScreenFlowKeyTests {
  /// The scene's route, the key, its action in the help, and what the flow shows.
  static let flows: [(route: String, key: String, action: String, shows: String)] = [
    ("players", "s", "Scorers", "Top scorers"),
    ("player/id/32", "c", "Compare", "Choose the player to compare with."),
    ("player/id/32", "t", "Teammates", "Kylian MBAPPÉ’s teammates"),
    ("players", "p", "Pin", "Pin Keylor NAVAS to the top?"),
  ]

  /// Whether the help on `screen` has a line of `key`, then spaces, then `action`.
  static func lists(_ key: String, _ action: String, on screen: String) -> Bool {
    screen.split(separator: "\n").contains { line in
      let words = line.split(separator: " ", omittingEmptySubsequences: true)
      return words.count == 2 && words[0] == key && words[1] == action
    }
  }

  @Test(arguments: 0..<flows.count)
  func theHelpListsTheFlowsKeyAndTheKeyOpensIt(index: Int) async throws {
    let flow = Self.flows[index]
    let tmux = TmuxServer(executable: try ExternalTool.tmux.require())
    let demo = try DemoExecutable.path.get()
    do {
      try await tmux.start(
        command: [demo, "--color", "never", "--open", flow.route], columns: 120, rows: 40,
        lifetime: 300)
      let started = try await tmux.waitForScreen { $0.contains("? Help") }
      try #require(started.matched, "\(flow.route) did not start:\n\(started.screen)")
      try await tmux.type("?")
      let help = try await tmux.waitForScreen { Self.lists(flow.key, flow.action, on: $0) }
      #expect(help.matched, "the help over \(flow.route) lacks \(flow.key):\n\(help.screen)")
      try await tmux.press("Escape")
      let closed = try await tmux.waitForScreen { $0.contains("? Help") }
      try #require(closed.matched, "the help did not close:\n\(closed.screen)")
      try await tmux.type(flow.key)
      let opened = try await tmux.waitForScreen { $0.contains(flow.shows) }
      #expect(opened.matched, "\(flow.key) over \(flow.route) did not open:\n\(opened.screen)")
    } catch {
      await tmux.stop()
      throw error
    }
    await tmux.stop()
  }

  /// The pin's question answered by its key in a real terminal: the list then shows the
  /// player first, marked.
  @Test func yesPinsThePlayerAndTheListShowsThemFirst() async throws {
    let tmux = TmuxServer(executable: try ExternalTool.tmux.require())
    let demo = try DemoExecutable.path.get()
    do {
      try await tmux.start(
        command: [demo, "--color", "never", "--open", "players?row=3"], columns: 120, rows: 40,
        lifetime: 300)
      let started = try await tmux.waitForScreen { $0.contains("? Help") }
      try #require(started.matched, "the list did not start:\n\(started.screen)")
      try await tmux.type("p")
      let asked = try await tmux.waitForScreen { $0.contains("to the top?") }
      try #require(asked.matched, "p did not ask:\n\(asked.screen)")
      try await tmux.type("y")
      let pinned = try await tmux.waitForScreen { screen in
        screen.split(separator: "\n").contains { $0.contains("  1 ") && $0.contains("[pinned]") }
      }
      #expect(pinned.matched, "y did not pin the player first:\n\(pinned.screen)")
    } catch {
      await tmux.stop()
      throw error
    }
    await tmux.stop()
  }
}
