import TestSupport
import Testing

/// The inspector of `psg-demo` in a real terminal of 200 × 50 (a private tmux server): after a
/// search, a player opened and the way back, it says why things happened, not only that they
/// did.
@Suite(.enabled(if: ExternalTool.tmux.shouldRun, "needs tmux"))
struct InspectorTests {
  /// The panel's lines after `i`, `/mba`, Enter twice and Esc: the part of each line right of
  /// the rule, without trailing spaces.
  private func panelAfterSearchOpenAndBack() async throws -> [String] {
    return try await ProcessSlots.shared.withSlot {
      let tmux = TmuxServer(executable: try ExternalTool.tmux.require())
      let demo = try DemoExecutable.path.get()
      var panel: [String] = []
      do {
        try await tmux.start(
          command: [demo, "--color", "never"], columns: 200, rows: 50, lifetime: 300)
        let started = try await tmux.waitForScreen { $0.contains("Keylor NAVAS") }
        try #require(started.matched, "the list did not show:\n\(started.screen)")
        try await tmux.type("i")
        let opened = try await tmux.waitForScreen { $0.contains("│Inspector") }
        try #require(opened.matched, "i did not open the inspector:\n\(opened.screen)")
        try await tmux.type("/mba")
        let searched = try await tmux.waitForScreen { $0.contains("searchText = mba") }
        try #require(searched.matched, "the search did not settle:\n\(searched.screen)")
        try await tmux.press("Enter")
        try await tmux.press("Enter")
        let detail = try await tmux.waitForScreen { $0.contains("navigation push Kylian MBAPPÉ") }
        try #require(detail.matched, "Enter did not open the player:\n\(detail.screen)")
        try await tmux.press("Escape")
        let back = try await tmux.waitForScreen { $0.contains("freed PlayerDetailScene") }
        try #require(back.matched, "Esc did not free the page:\n\(back.screen)")
        panel = back.screen.split(separator: "\n", omittingEmptySubsequences: false).compactMap {
          line in
          line.firstIndex(of: "│").map { String(line[line.index(after: $0)...]).droppingSpaces }
        }
      } catch {
        await tmux.stop()
        throw error
      }
      await tmux.stop()
      return panel
    }
  }

  @Test func explainsASearchAPlayerOpenedAndTheWayBack() async throws {
    let panel = try await panelAfterSearchOpenAndBack()
    let text = panel.joined(separator: "\n")
    // Room: an event line longer than 70 columns, whole (not cut with an ellipsis).
    let long = panel.filter { $0.count > 70 && !$0.hasSuffix("…") && $0.contains("#") }
    #expect(!long.isEmpty, "no event line over 70 columns:\n\(text)")

    // Lifetimes: the child coordinator is freed once Esc ends its flow.
    #expect(panel.contains { $0.hasSuffix("freed PlayerDetailCoordinator") }, "\(text)")

    // Cause and effect: the newest group is Esc's, with the pop and the frees under it.
    let events = try #require(panel.firstIndex(of: "  Events"), "\(text)")
    let esc = panel[(events + 1)...].first ?? ""
    #expect(esc.hasPrefix("    #") && esc.hasSuffix(" key Esc"), "\(text)")
    let effects = panel[(events + 2)...].prefix { $0.hasPrefix("      #") }
    #expect(effects.contains { $0.contains("navigation pop Kylian MBAPPÉ") }, "\(effects)")
    #expect(effects.contains { $0.contains("freed PlayerDetailCoordinator") }, "\(effects)")
    // The typed `a` caused the search, when its debounce settled.
    let typed = try #require(panel.firstIndex { $0.hasSuffix(" key a") }, "\(text)")
    let search = panel[(typed + 1)...].prefix { $0.hasPrefix("      #") }
    #expect(search.contains { $0.contains("binding searchText = mba → PlayerListScene") })

    // Who listens: the search text names its listener; the debounced query, which sets it,
    // shows the chain it follows.
    let box = panel.firstIndex { $0.hasPrefix("    searchText = mba") }
    let line = box.map { panel[$0] } ?? ""
    #expect(line.hasSuffix("→ PlayerListScene"), "\(text)")
    let settled = panel.firstIndex { $0.hasPrefix("    settledSearchQuery = mba") }
    let chain = settled.map { panel[$0 + 1] } ?? ""
    #expect(chain.contains("← searchQuery · removingDuplicates · debounced 100 ms"), "\(text)")
  }
}

extension String {
  /// The text without the spaces that end it.
  fileprivate var droppingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
