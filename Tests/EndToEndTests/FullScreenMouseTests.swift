import Foundation
import TestSupport
import Testing

/// The mouse in the full-screen app, in a real terminal: tmux runs a shell that runs
/// `psg-demo`. The test sends the app what a terminal sends for a click or the wheel (SGR mouse
/// reports, through `tmux send-keys -H`), and reads from tmux whether the app switched mouse
/// reports on while it runs and off when it ends.
///
/// Every wait polls the screen until a condition holds; the deadlines are hang guards only.
@Suite(
  .tags(.process, .tmux), .skippedInFastLoop, .serialized,
  .enabled(if: ExternalTool.tmux.shouldRun, "needs tmux"))
struct FullScreenMouseTests {
  static let deadline = TmuxServer.patience

  /// A shell in a fresh tmux server of 100 × 40 running `psg-demo` with `arguments`, shown.
  func withDemoInTmux(_ arguments: [String] = [], _ body: (TmuxServer) async throws -> Void)
    async throws
  {
    try await ProcessSlots.shared.withSlot {
      let tmux = TmuxServer(executable: try ExternalTool.tmux.require())
      let bash = try #require(TestEnvironment.executable(named: "bash"), "bash runs the demo")
      let demo = try DemoExecutable.path.get()
      do {
        try await tmux.start(
          command: ["env", "PS1=$ ", bash, "--norc", "--noprofile", "-i"], columns: 100, rows: 40,
          lifetime: 900)
        try await tmux.send("echo BEFORE-$((40 + 2))")
        let marked = try await tmux.waitForScreen(seconds: Self.deadline) {
          $0.contains("BEFORE-42\n")
        }
        try #require(marked.matched, "the shell did not start:\n\(marked.screen)")
        #expect(try await tmux.mouseModes() == (false, false))
        try await tmux.send(([demo] + arguments).map { "'\($0)'" }.joined(separator: " "))
        let shown = try await tmux.waitForScreen(seconds: Self.deadline) {
          $0.contains("Keylor NAVAS") && !$0.contains("BEFORE-42")
        }
        try #require(shown.matched, "the list did not show:\n\(shown.screen)")
        try await body(tmux)
      } catch {
        await tmux.stop()
        throw error
      }
      await tmux.stop()
    }
  }

  /// The screen row (from 0) that shows `text`, if any.
  static func row(of text: String, in screen: String) -> Int? {
    screen.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
      $0.contains(text)
    }
  }

  /// An SGR report of `button` at the 0-based `column` and `row`: `M` pressed, `m` released.
  static func report(_ button: Int, column: Int, row: Int, released: Bool = false) -> String {
    "\u{1B}[<\(button);\(column + 1);\(row + 1)\(released ? "m" : "M")"
  }

  /// Waits until the shell's screen is back, then checks that tmux saw mouse reports off.
  func expectMouseOff(_ tmux: TmuxServer, after what: String) async throws {
    let back = try await tmux.waitForScreen(seconds: Self.deadline) {
      $0.contains("BEFORE-42") && !$0.contains("NAVAS")
    }
    try #require(back.matched, "\(what): the shell's screen did not come back:\n\(back.screen)")
    #expect(try await tmux.mouseModes() == (false, false), "\(what)")
  }

  @Test func clickingARowSelectsItAClickMoreOpensItAndTheWheelMoves() async throws {
    try await withDemoInTmux { tmux in
      #expect(try await tmux.mouseModes() == (true, true), "mouse reports while the app runs")
      let list = try await tmux.screen()
      let rico = try #require(Self.row(of: "Sergio RICO", in: list), "\(list)")

      // A click on a row selects it.
      try await tmux.sendAsTerminal(
        Self.report(0, column: 20, row: rico)
          + Self.report(0, column: 20, row: rico, released: true))
      let selected = try await tmux.waitForScreen(seconds: Self.deadline) {
        $0.contains(">  2   16  Sergio RICO")
      }
      try #require(selected.matched, "the click did not select the row:\n\(selected.screen)")

      // The wheel moves the selection, two rows down, then one up.
      try await tmux.sendAsTerminal(Self.report(65, column: 20, row: rico))
      try await tmux.sendAsTerminal(Self.report(65, column: 20, row: rico))
      let down = try await tmux.waitForScreen(seconds: Self.deadline) {
        $0.contains(">  4   50  Gianluigi DONNARUMMA")
      }
      try #require(down.matched, "the wheel did not move down:\n\(down.screen)")
      try await tmux.sendAsTerminal(Self.report(64, column: 20, row: rico))
      let up = try await tmux.waitForScreen(seconds: Self.deadline) {
        $0.contains(">  3   40  Denis FRANCHI")
      }
      try #require(up.matched, "the wheel did not move up:\n\(up.screen)")

      // A double click on another row opens it.
      let navas = try #require(Self.row(of: "Keylor NAVAS", in: up.screen))
      let click =
        Self.report(0, column: 20, row: navas)
        + Self.report(0, column: 20, row: navas, released: true)
      try await tmux.sendAsTerminal(click + click)
      let detail = try await tmux.waitForScreen(seconds: Self.deadline) {
        $0.contains("Players > Keylor NAVAS")
      }
      try #require(detail.matched, "the double click did not open the player:\n\(detail.screen)")

      // A click on the footer's "q Quit" quits.
      let footer = try #require(detail.screen.split(separator: "\n").last.map(String.init))
      let quit = try #require(footer.range(of: "q Quit"), "\(footer)")
      let column = footer[..<quit.lowerBound].count
      let lastRow = try #require(Self.row(of: footer, in: detail.screen))
      try await tmux.sendAsTerminal(Self.report(0, column: column, row: lastRow))
      try await expectMouseOff(tmux, after: "a click on q Quit")
    }
  }

  /// A terminal with mouse reports in the old X10 form only (mode 1000 without 1006) sends a
  /// click as `ESC [ M` and three bytes: at columns 81, 70 and 15 they hold `q`, `f` and `/`.
  /// The app reads each report whole, so none quits, opens the filter or types into the search.
  @Test func x10ReportsAreNeverReadAsKeys() async throws {
    try await withDemoInTmux { tmux in
      /// A press and a release in the X10 form at the 0-based `column`, on the title's row,
      /// where a click does nothing: whatever happens is the report's bytes read as keys.
      func click(column: Int) -> String {
        let place = [column + 33, 33].map { String(UnicodeScalar(UInt8($0))) }.joined()
        return "\u{1B}[M " + place + "\u{1B}[M#" + place
      }
      // In the list: neither quit (q) nor the filter (f), nor the search (/).
      for column in [80, 69, 14] { try await tmux.sendAsTerminal(click(column: column)) }
      // Then a search, with more clicks while its field has the focus: they type nothing.
      try await tmux.sendAsTerminal("/")
      for column in [80, 69, 14] { try await tmux.sendAsTerminal(click(column: column)) }
      try await tmux.sendAsTerminal("mba")
      let searched = try await tmux.waitForScreen(seconds: Self.deadline) {
        $0.contains("Kylian MBAPP") && !$0.contains("Keylor NAVAS")
      }
      try #require(searched.matched, "the search did not apply:\n\(searched.screen)")
      #expect(try await tmux.mouseModes() == (true, true), "the app is still running")
      try await tmux.press("C-c")
      try await expectMouseOff(tmux, after: "Ctrl-C")
    }
  }

  @Test func ctrlCSwitchesMouseReportsOff() async throws {
    try await withDemoInTmux { tmux in
      #expect(try await tmux.mouseModes() == (true, true))
      try await tmux.press("C-c")
      try await expectMouseOff(tmux, after: "Ctrl-C")
    }
  }
}
