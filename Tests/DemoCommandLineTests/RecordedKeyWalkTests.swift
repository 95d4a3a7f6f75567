import Foundation
import MVVMC
import PSGDemo
import PlayerFeed
import Rendering
import TerminalUI
import TestSupport
import Testing

@testable import DemoCommandLine

/// Every step of a full-screen recording reopens in line mode: a seeded walk of 200 keys
/// through the full-screen app's key path, recorded as `--record` records it (each page fitted
/// to an 80 × 24 terminal after each key, as the host draws), and for every step
/// `psg-demo --open ROUTE` at the step's width, rows and language prints byte for byte what
/// `psg-demo replay FILE --at N` prints: the selected row the full-screen table marks
/// included, and the page size each screen was made at.
@MainActor
@Suite(.tags(.process), .skippedInFastLoop) struct RecordedKeyWalkTests {
  /// Every key an action answers, once each, the moves, and the host's own keys for help and
  /// the inspector (whose panel leaves the page less room): what the walk presses. The keys
  /// that end the app are left out (the walk goes on). `/` gives a search field the focus,
  /// the keys after it are text until `Enter` or `Esc` leaves the field, and only then is a
  /// step taken: no route names a field being typed in.
  static let keys: [Key] = {
    var seen: Set<Key> = [.character("q"), .control("c")]
    let declared = DemoScenes.actions.flatMap(\.keys)
    let moves: [Key] = [.enter, .escape, .down, .up, .pageDown, .home, .end]
    return (declared + moves + [.character("?"), .character("i"), .tab])
      .filter { seen.insert($0).inserted }
  }()

  /// Records a walk of `count` keys (each a step) chosen with `seed` in the full-screen app, at
  /// 80 × 24, to a new file; returns its path and the steps, read back.
  static func recordWalk(
    of count: Int, seed: UInt64, language: Language
  ) async throws -> (file: String, steps: [SessionStep]) {
    let size = TerminalSize(columns: 80, rows: 24)
    let session = DemoSession(
      configuration: DemoConfiguration(
        language: language, pageSize: size.rows, isKeyDriven: true
      ) { Squad.paris2021 })
    session.start()
    await session.load()
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-key-walk-\(UUID().uuidString).jsonl").path
    // As `psg-demo --record FILE` wires it (DemoRunner+FullScreen.swift).
    let recorder = session.makeRecorder(width: size.columns)
    let app = FullScreenDemoApp(
      session: session, renderer: PlainTextRendererStandIn(), fitsPageToTerminal: true,
      words: CommandLineWords(language).fullScreen
    ) { size in DemoStrings(language).renderContext(width: size.columns) }
    app.record(with: recorder, into: try RecordingFile(path: file), size: size)
    app.attach {}
    _ = app.frame(in: size)
    var random = SeededGenerator(seed: seed)
    // A key that changes nothing (a move past the last row, a key the scene does not answer)
    // is no step: the walk presses keys until `count` of them were steps, or gives up.
    var pressed = 0
    while recorder.nextSeq <= count, pressed < count * 10 {
      // The host hands each key to the app, then draws a frame, which fits the page.
      _ = app.handle(keys.randomElement(using: &random)!)
      _ = app.frame(in: size)
      pressed += 1
    }
    session.end()
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let steps = try text.split(separator: "\n").map {
      try JSONDecoder().decode(SessionStep.self, from: Data($0.utf8))
    }
    return (file, steps)
  }

  /// What `--open` is given to make a step's screen again: its route, at the recording's
  /// width and language and the step's page size.
  nonisolated static func reopeningArguments(of step: SessionStep, start: SessionStep.Start)
    -> [String]?
  {
    guard let route = step.route else { return nil }
    return [
      "--open", route, "--width", String(start.width), "--rows",
      String(step.rows ?? start.rows), "--lang", start.language, "--renderer", "plain",
    ]
  }

  /// 200 keys in English; a shorter walk in French checks the language is carried over.
  @Test(arguments: [(Language.english, 200), (.french, 60)])
  func everyStepOfARecordedKeyWalkReopensInLineMode(language: Language, keys: Int) async throws {
    let demo = try DemoExecutable.path.get()
    let (file, steps) = try await Self.recordWalk(
      of: keys, seed: language == .english ? 39 : 40, language: language)
    defer { try? FileManager.default.removeItem(atPath: file) }
    let start = try #require(steps.first?.start)
    #expect(steps.count == keys + 1)
    // The walk reaches marked rows and pages of several sizes, so both are checked.
    let marked = steps.filter { step in
      step.screen.blocks.contains {
        if case .table(let table) = $0 { table.selectedRow != nil } else { false }
      }
    }
    #expect(marked.count > keys / 4)
    #expect(Set(steps.compactMap(\.rows)).count > 1)
    // The walk types searches too: each a step once its field lets go of the keys.
    #expect(steps.contains { $0.route?.contains("search=") == true })
    #expect(steps.allSatisfy { step in !step.screen.blocks.contains { Self.isFocusedSearch($0) } })

    let failures = try await Self.inBatches(steps) { step -> String? in
      guard let arguments = Self.reopeningArguments(of: step, start: start) else {
        return "step \(step.seq) (\(step.command ?? "start")) names no route"
      }
      let replayed = try await ChildProcess.run(
        demo, arguments: ["replay", file, "--at", String(step.seq), "--renderer", "plain"])
      let reopened = try await ChildProcess.run(demo, arguments: arguments)
      guard replayed.exitCode == 0, reopened.exitCode == 0,
        reopened.standardOutput == replayed.standardOutput
      else {
        return "step \(step.seq) (\(step.command ?? "start")): \(arguments.joined(separator: " "))"
          + (reopened.exitCode == 0 ? "" : ": \(reopened.standardError)")
      }
      return nil
    }
    #expect(
      failures.isEmpty, "\(failures.count) steps:\n\(failures.prefix(10).joined(separator: "\n"))")
  }

  static func isFocusedSearch(_ block: Block) -> Bool {
    if case .search(let field) = block { field.isFocused } else { false }
  }

  /// The check can fail: a step whose route leaves the selected row out reopens without the
  /// mark, and `--open` prints another screen than the replay.
  @Test func aRouteWithoutTheSelectedRowDoesNotReopenTheMarkedScreen() async throws {
    let demo = try DemoExecutable.path.get()
    let (file, steps) = try await Self.recordWalk(of: 0, seed: 1, language: .english)
    defer { try? FileManager.default.removeItem(atPath: file) }
    let step = try #require(steps.first)
    let start = try #require(step.start)
    #expect(step.route == "players?row=1")
    var unmarked = step
    unmarked.route = "players"
    let replayed = try await ChildProcess.run(
      demo, arguments: ["replay", file, "--at", "0", "--renderer", "plain"])
    let reopened = try await ChildProcess.run(
      demo, arguments: try #require(Self.reopeningArguments(of: step, start: start)))
    let withoutMark = try await ChildProcess.run(
      demo, arguments: try #require(Self.reopeningArguments(of: unmarked, start: start)))
    #expect(reopened.standardOutput == replayed.standardOutput)
    #expect(withoutMark.exitCode == 0)
    #expect(withoutMark.standardOutput != replayed.standardOutput)
  }

  /// `resume` in line mode goes on live from a full-screen step at that step's page size, not
  /// at the terminal's rows the run began with: the live app's first screen is the step's.
  @Test func resumeInLineModeOpensAFullScreenStepAtItsPageSize() async throws {
    let demo = try DemoExecutable.path.get()
    let (file, steps) = try await Self.recordWalk(of: 3, seed: 1, language: .english)
    defer { try? FileManager.default.removeItem(atPath: file) }
    let start = try #require(steps.first?.start)
    // The list's page, once fitted, leaves room for the header and the footer.
    let step = try #require(
      steps.first { $0.route?.hasPrefix("players") == true && ($0.rows ?? 0) < start.rows },
      "\(steps.map { ($0.route, $0.rows) })")
    let rows = try #require(step.rows)
    let reopened = try await ChildProcess.run(
      demo, arguments: try #require(Self.reopeningArguments(of: step, start: start)))
    let resumed = try await ChildProcess.run(
      demo, arguments: ["replay", file, "--renderer", "plain"],
      input: .pipe("step \(step.seq)\nresume\n"))
    #expect(resumed.exitCode == 0, "\(resumed.standardError)")
    // The step's page holds `rows` rows (the last page may hold fewer), whichever page the
    // walk ended on.
    let shown = try #require(
      reopened.standardOutput.firstMatch(of: /Players (\d+)–(\d+) of 35/),
      "\(reopened.standardOutput.suffix(400))")
    let (first, last) = (Int(shown.1) ?? 0, Int(shown.2) ?? 0)
    #expect(last - first + 1 == rows || last == 35, "\(first)–\(last) at \(rows) rows")
    #expect(
      resumed.standardOutput.hasSuffix(reopened.standardOutput),
      "\(resumed.standardOutput.suffix(400))")
  }

  /// Runs `check` on every step, a few processes at a time so the machine's cores stay busy
  /// without running 400 programs at once; returns what the checks found, in step order.
  nonisolated static func inBatches(
    _ steps: [SessionStep], _ check: @escaping @Sendable (SessionStep) async throws -> String?
  ) async throws -> [String] {
    var found: [(Int, String)] = []
    try await withThrowingTaskGroup(of: (Int, String?).self) { group in
      var next = 0
      func add() {
        guard next < steps.count else { return }
        let step = steps[next]
        group.addTask { (step.seq, try await check(step)) }
        next += 1
      }
      for _ in 0..<4 { add() }
      while let (seq, failure) = try await group.next() {
        if let failure { found.append((seq, failure)) }
        add()
      }
    }
    return found.sorted { $0.0 < $1.0 }.map(\.1)
  }
}
