import Foundation
import TestSupport
import Testing

/// The full-screen app, in a real terminal: a shell in a private tmux server runs `psg-demo`,
/// so each test also sees what the app leaves behind (the terminal's modes and the shell's
/// screen).
///
/// Every wait polls the screen until a condition holds; the deadlines are hang guards only.
@Suite(.tags(.process, .tmux), .skippedInFastLoop) struct FullScreenTests {
  /// A hang guard for each wait: far longer than any wait takes, even on a busy machine.
  static let deadline = TmuxServer.patience

  /// A shell in tmux, and the files a test reads back.
  struct Session {
    let tmux: TmuxServer
    let demo: String
    let folder: URL

    /// The file the demo's process number is written to, for signals.
    var processFile: URL { folder.appendingPathComponent("pid") }

    /// Runs the demo from the shell with `arguments`, under `sh -c … exec`, which records the
    /// process number the demo keeps, and waits until it shows the list.
    func startDemo(_ arguments: [String] = []) async throws {
      let words =
        [#"sh -c 'echo $$ > "$0"; exec "$@"'"#, quoted(processFile.path)]
        + ([demo] + arguments).map(quoted)
      try await tmux.send(words.joined(separator: " "))
      let shown = try await tmux.waitForScreen(seconds: FullScreenTests.deadline) {
        $0.contains("Keylor NAVAS") && !$0.contains("BEFORE-42")
      }
      try #require(shown.matched, "the list did not replace the shell's screen:\n\(shown.screen)")
    }

    /// Presses ↓ and waits until the second row is marked: the app's event loop is running,
    /// so its signal handling is in place. (The first frame is drawn just before the loop
    /// starts; a signal in between would meet the default action.)
    func waitUntilKeysAreRead() async throws {
      try await tmux.press("Down")
      let moved = try await tmux.waitForScreen(seconds: FullScreenTests.deadline) {
        $0.contains(">  2   16  Sergio RICO")
      }
      try #require(moved.matched, "↓ did not move the selection:\n\(moved.screen)")
    }

    /// Sends `signal` to the demo.
    func signal(_ signal: Int32) throws {
      let text = try String(contentsOf: processFile, encoding: .utf8)
      let processID = try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
      #expect(kill(processID, signal) == 0)
    }

    /// Waits until the shell's screen is back with its prompt, then checks the terminal's
    /// modes with `stty`: echo and canonical input on, as before the demo.
    func expectShellRestored(_ when: String) async throws {
      let back = try await tmux.waitForScreen(seconds: FullScreenTests.deadline) {
        $0.contains("BEFORE-42") && !$0.contains("MBAPPÉ") && !$0.contains("NAVAS")
          && $0.lastLine == "$"
      }
      try #require(back.matched, "\(when): the shell's screen did not come back:\n\(back.screen)")
      let modesFile = folder.appendingPathComponent("stty-\(UUID().uuidString)")
      // The shell prints a marker of its own making, different for every call, once stty is
      // done (the typed command line shows the sum, not its result).
      var marker = Int.random(in: 1_000...9_999)
      while back.screen.contains("STTY-\(marker + 1)") { marker = Int.random(in: 1_000...9_999) }
      try await tmux.send("stty -a > \(quoted(modesFile.path)); echo STTY-$((\(marker) + 1))")
      let saved = try await tmux.waitForScreen(seconds: FullScreenTests.deadline) {
        $0.contains("STTY-\(marker + 1)\n")
      }
      try #require(saved.matched, "\(when): stty did not run:\n\(saved.screen)")
      let modesText = try? String(contentsOf: modesFile, encoding: .utf8)
      let modes = try #require(modesText, "\(when): no stty output:\n\(saved.screen)")
        .split(whereSeparator: { $0 == " " || $0 == ";" || $0 == "\n" })
      #expect(modes.contains("echo") && modes.contains("icanon"), "\(when): stty -a says \(modes)")
      #expect(!modes.contains("-echo") && !modes.contains("-icanon"), "\(when): \(modes)")
    }

    private func quoted(_ word: String) -> String {
      "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
  }

  /// Starts a shell (bash, without any user configuration, prompt `$ `) in a fresh tmux server
  /// of 100 × 40, marks its screen, runs `body`, and kills the server.
  private func withShellInTmux(_ body: (Session) async throws -> Void) async throws {
    try await ProcessSlots.shared.withSlot {
      let tmux = TmuxServer(executable: try ExternalTool.tmux.require())
      let bash = try #require(TestEnvironment.executable(named: "bash"), "bash runs the jobs")
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("psg-full-screen-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let session = Session(tmux: tmux, demo: try DemoExecutable.path.get(), folder: folder)
      do {
        try await tmux.start(
          command: ["env", "PS1=$ ", bash, "--norc", "--noprofile", "-i"], columns: 100,
          rows: 40, lifetime: 900)
        // The shell's screen, which must come back when the app ends.
        try await tmux.send("echo BEFORE-$((40 + 2))")
        let marked = try await tmux.waitForScreen(seconds: Self.deadline) {
          $0.contains("BEFORE-42\n")
        }
        try #require(marked.matched, "the shell did not start:\n\(marked.screen)")
        try await body(session)
      } catch {
        await tmux.stop()
        throw error
      }
      await tmux.stop()
    }
  }

  @Test(.enabled(if: ExternalTool.tmux.shouldRun, "needs tmux"))
  func searchIsLiveThenEnterOpensThePlayerAndEscapeComesBack() async throws {
    try await withShellInTmux { session in
      let trace = session.folder.appendingPathComponent("trace.log")
      try await session.startDemo(["--trace-file", trace.path])
      let tmux = session.tmux
      let first = try await tmux.screen()
      #expect(first.split(separator: "\n").first?.hasPrefix("Players") == true, "\(first)")

      try await tmux.type("/")
      try await tmux.type("mbappe")
      let searched = try await tmux.waitForScreen(seconds: Self.deadline) {
        $0.contains("Kylian MBAPPÉ") && !$0.contains("Keylor NAVAS") && !$0.contains("MESSI")
      }
      try #require(searched.matched, "typing did not search:\n\(searched.screen)")

      try await tmux.press("Enter")
      try await tmux.press("Enter")
      let detail = try await tmux.waitForScreen(seconds: Self.deadline) {
        $0.contains("Players > Kylian MBAPPÉ")
      }
      try #require(detail.matched, "Enter, Enter did not open the player:\n\(detail.screen)")
      // The footer names the screen as the option that opens it again: over the search.
      let footer = try await tmux.waitForScreen(seconds: Self.deadline) {
        $0.contains("--open players?search=mbappe/player/id/32")
      }
      #expect(footer.matched, "the footer does not show the route:\n\(footer.screen)")

      try await tmux.press("Escape")
      let back = try await tmux.waitForScreen(seconds: Self.deadline) {
        !$0.contains("Players > Kylian MBAPPÉ") && $0.contains("Kylian MBAPPÉ")
      }
      try #require(back.matched, "Escape did not come back to the list:\n\(back.screen)")

      try await tmux.type("q")
      try await session.expectShellRestored("after q")
      let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
      #expect(lines.contains("trace: navigation push Kylian MBAPPÉ"), "\(lines)")
    }
  }

  @Test(.enabled(if: ExternalTool.tmux.shouldRun, "needs tmux"))
  func homeDownEnterOpensTheSecondRow() async throws {
    try await withShellInTmux { session in
      try await session.startDemo()
      try await session.tmux.press("Home")
      try await session.tmux.press("Down")
      try await session.tmux.press("Enter")
      let detail = try await session.tmux.waitForScreen(seconds: Self.deadline) {
        $0.contains("Players > Sergio RICO")
      }
      try #require(detail.matched, "Home, Down, Enter did not open row 2:\n\(detail.screen)")
      try await session.tmux.press("C-c")
      try await session.expectShellRestored("after Ctrl-C")
    }
  }

  /// `ESC [ 200 ~` with no paste end: what follows is pasted text for a moment (a pasted `q`
  /// does not quit), then the paste goes quiet and ends; Ctrl-C in a paste quits at once.
  @Test(.enabled(if: ExternalTool.tmux.shouldRun, "needs tmux"))
  func aPasteStartAloneNeitherFreezesTheAppNorStopsCtrlC() async throws {
    try await withShellInTmux { session in
      let tmux = session.tmux
      try await session.startDemo()
      try await session.waitUntilKeysAreRead()
      let pasteStart = ["1b", "5b", "32", "30", "30", "7e"]  // ESC [ 200 ~
      try await tmux.tmux(["send-keys", "-H"] + pasteStart)
      try await tmux.type("q")
      // Once the paste has gone quiet, keys are keys again: ↓ moves the selection off row 2.
      // A ↓ sent while the paste still runs is pasted text (and keeps it running), so ↓ is
      // pressed again each time the screen has stayed as it was for a second, longer than the
      // app's 500 ms quiet period, until one moves it: the state waited for is the moved
      // selection, for at most the deadline, however slowly a loaded machine gets there.
      let deadline = Date().addingTimeInterval(Self.deadline)
      var moved: (screen: String, matched: Bool) = ("", false)
      while !moved.matched, Date() < deadline {
        try await tmux.press("Down")
        moved = try await tmux.waitForScreen(seconds: 1) {
          $0.contains("Keylor NAVAS") && !$0.contains(">  2   16  Sergio RICO")
        }
      }
      try #require(moved.matched, "the paste did not end:\n\(moved.screen)")
      #expect(!moved.screen.contains("BEFORE-42"), "the pasted q quit the app")

      try await tmux.tmux(["send-keys", "-H"] + pasteStart)
      try await tmux.type("text")
      try await tmux.press("C-c")
      try await session.expectShellRestored("after a paste start and Ctrl-C")
    }
  }

  @Test(.enabled(if: ExternalTool.tmux.shouldRun, "needs tmux"))
  func filterPickerChoosesGoalkeepersByNumber() async throws {
    try await withShellInTmux { session in
      try await session.startDemo()
      try await session.tmux.type("f")
      let picker = try await session.tmux.waitForScreen(seconds: Self.deadline) {
        $0.contains("Goalkeepers") && $0.contains("Players > Filters")
      }
      try #require(picker.matched, "f did not open the picker:\n\(picker.screen)")
      try await session.tmux.type("2")
      let filtered = try await session.tmux.waitForScreen(seconds: Self.deadline) {
        $0.contains("Filter: Goalkeepers") && !$0.contains("Players > Filters")
      }
      try #require(filtered.matched, "2 did not choose goalkeepers:\n\(filtered.screen)")
      let rows = filtered.screen.split(separator: "\n").filter {
        $0.contains("Goalkeeper") && !$0.hasPrefix("Filter")
      }
      #expect(rows.count == 5, "\(filtered.screen)")
      #expect(filtered.screen.contains(" of 5"))
      try await session.tmux.type("q")
      try await session.expectShellRestored("after q")
    }
  }

  @Test(.enabled(if: ExternalTool.tmux.shouldRun, "needs tmux"))
  func resizingKeepsTheFooterOnScreen() async throws {
    try await withShellInTmux { session in
      try await session.startDemo()
      try await session.tmux.resize(columns: 70, rows: 14)
      // The footer of key hints is the last line; the list's page line is above it.
      let small = try await session.tmux.waitForScreen(seconds: Self.deadline) { screen in
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
          .map { $0.trimmingCharacters(in: .whitespaces) }
        let shown = lines.reversed().drop { $0.isEmpty }
        return lines.count <= 15 && shown.first?.hasPrefix("↑/↓ Move") == true
          && screen.contains(" of 35")
      }
      try #require(small.matched, "the footer is not on the 70 × 14 screen:\n\(small.screen)")
      #expect(small.screen.split(separator: "\n").allSatisfy { $0.count <= 70 })
      try await session.tmux.type("q")
      try await session.expectShellRestored("after q at 70 × 14")
    }
  }

  /// A signal that ends a program (or a closed terminal) still restores the terminal.
  @Test(.enabled(if: ExternalTool.tmux.shouldRun, "needs tmux"), arguments: [SIGTERM, SIGHUP])
  func endingSignalRestoresTheTerminal(_ signal: Int32) async throws {
    try await withShellInTmux { session in
      try await session.startDemo()
      try await session.waitUntilKeysAreRead()
      try session.signal(signal)
      try await session.expectShellRestored("after signal \(signal)")
    }
  }

  @Test(.enabled(if: ExternalTool.tmux.shouldRun, "needs tmux"))
  func suspendRestoresTheTerminalAndForegroundRedraws() async throws {
    try await withShellInTmux { session in
      try await session.startDemo()
      try await session.waitUntilKeysAreRead()
      try await session.tmux.press("C-z")
      try await session.expectShellRestored("while suspended")
      try await session.tmux.send("fg")
      let redrawn = try await session.tmux.waitForScreen(seconds: Self.deadline) {
        $0.contains("Keylor NAVAS") && !$0.contains("BEFORE-42")
      }
      try #require(redrawn.matched, "fg did not redraw the app:\n\(redrawn.screen)")
      try await session.tmux.type("q")
      try await session.expectShellRestored("after fg, then q")
    }
  }

  @Test(.enabled(if: ExternalTool.tmux.shouldRun, "needs tmux"))
  func traceOnTheTerminalIsRefused() async throws {
    try await withShellInTmux { session in
      try await session.tmux.send("'\(session.demo)' --trace; echo STATUS-$?-END")
      let refused = try await session.tmux.waitForScreen(seconds: Self.deadline) {
        $0.contains("STATUS-64-END")
      }
      try #require(refused.matched, "--trace was not refused:\n\(refused.screen)")
      #expect(refused.screen.contains("use --trace-file FILE, or --line"))
    }
  }
}

extension String {
  /// The last line of a captured screen that is not blank, without trailing spaces.
  fileprivate var lastLine: String {
    let line = split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) } ?? ""
    return String(line).trimmingCharacters(in: .whitespaces)
  }
}
