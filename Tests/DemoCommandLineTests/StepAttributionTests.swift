import Foundation
import MVVMC
import PlayerFeed
import Rendering
import TerminalUI
import TestSupport
import Testing

@testable import DemoCommandLine
@testable import PSGDemo

/// Each step of a full-screen recording holds the events its key caused, the fit of the page in
/// the frame that follows included, and exactly those the inspector's panel shows under that
/// key: no fit made before the key, nothing left for the next key.
@MainActor
@Suite struct StepAttributionTests {
  /// A full-screen demo at `size`, recorded as `--record` records it.
  @MainActor
  struct Run {
    let session: DemoSession
    let app: FullScreenDemoApp
    let size: TerminalSize
    /// The recording, `--record FILE`; ``finish()`` removes it.
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-attribution-\(UUID().uuidString).jsonl").path
    /// For each key pressed: its name, the cause the panel filed its events under, those
    /// events, oldest first, how many steps it made, and whether a search field kept the focus.
    var pressed: [(key: String, cause: String?, events: [String], steps: Int, isTyping: Bool)] = []

    init(size: TerminalSize) async {
      self.size = size
      session = DemoSession(
        configuration: DemoConfiguration(pageSize: size.rows, isKeyDriven: true) {
          Squad.paris2021
        })
      session.start()
      await session.load()
      app = FullScreenDemoApp(
        session: session, renderer: PlainTextRendererStandIn(), fitsPageToTerminal: true,
        words: CommandLineWords(.english).fullScreen
      ) { size in DemoStrings(.english).renderContext(width: size.columns) }
    }

    /// Records step 0, then presses each key as the host does: the key, then a frame; then,
    /// with `resize`, lays out a frame of that size, as the host does when the terminal's
    /// size changes.
    mutating func press(_ keys: [Key], thenResizeTo resize: TerminalSize? = nil) throws {
      app.record(
        with: session.makeRecorder(width: size.columns), into: try RecordingFile(path: file),
        size: size)
      app.attach {}
      _ = app.frame(in: size)
      let inspector = session.inspector
      var lines = 1
      for key in keys {
        let before = inspector.latestEventNumber
        _ = app.handle(key)
        _ = app.frame(in: size)
        _ = inspector.inspection()
        var cause: String?
        var events: [String] = []
        for event in inspector.events(after: before).events {
          if case .cause(let name) = event.kind {
            cause = name
          } else {
            events.append(Inspector.shortened(event.kind.line(.english)))
          }
        }
        // Each step is one line, written as it is made.
        let written = try String(contentsOfFile: file, encoding: .utf8).count { $0 == "\n" }
        pressed.append(
          (
            key.causeName(.english), cause, events, written - lines,
            session.navigator.top?.hasTextFocus == true
          ))
        lines = written
      }
      if let resize { _ = app.frame(in: resize) }
    }

    /// The steps recorded so far.
    var steps: [SessionStep] {
      get throws {
        try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").map {
          try JSONDecoder().decode(SessionStep.self, from: Data($0.utf8))
        }
      }
    }

    /// Ends the session and removes the recording.
    func finish() {
      session.end()
      try? FileManager.default.removeItem(atPath: file)
    }
  }

  /// A learner's keys at 120 × 40: `f` opens the filter picker, whose fit is `f`'s, and `↓`
  /// moves its highlight once; the list's first fit is the start's.
  @Test func aKeysStepHoldsItsFrameFitAndNoFitMadeBeforeIt() async throws {
    var run = await Run(size: TerminalSize(columns: 120, rows: 40))
    defer { run.finish() }
    try run.press([.character("f"), .down])
    let steps = try run.steps
    try #require(steps.count == 3, "\(steps.map(\.command))")
    #expect(steps[0].events.contains { $0.text.hasPrefix("binding PlayerListViewModel.page") })
    let filter = steps[1]
    #expect(filter.command == "key f")
    #expect(!filter.events.contains { $0.text.contains("PlayerListViewModel") }, "\(filter.events)")
    #expect(filter.events.contains { $0.text.contains("PickerViewModel.viewport") })
    let down = steps[2]
    #expect(down.command == "key ↓")
    #expect(
      down.events.filter { $0.text.contains("viewport") }.count == 1, "\(down.events)")
  }

  /// A resize no key caused is a step of its own, named for the size, with the fit of the page
  /// to it; a second frame of the same size is none.
  @Test func aResizeIsAStepNamedForItsSize() async throws {
    var run = await Run(size: TerminalSize(columns: 80, rows: 24))
    defer { run.finish() }
    try run.press([.down], thenResizeTo: TerminalSize(columns: 120, rows: 40))
    let steps = try run.steps
    try #require(steps.count == 3, "\(steps.map(\.command))")
    let resize = steps[2]
    #expect(resize.command == "resize to 120×40")
    #expect(
      resize.events.map(\.text) == [
        "binding PlayerListViewModel.page = rows 1–28 of 35 (2 listeners)"
      ])
  }

  /// What changes later with no key, a reload that ends, is a step of its own after the key
  /// that began it, filed in the panel under the same words, not folded into the next key.
  @Test func aLoadThatEndsIsAStepAfterTheKeyThatBeganIt() async throws {
    var run = await Run(size: TerminalSize(columns: 80, rows: 24))
    defer { run.finish() }
    try run.press([.character("r")])
    let before = run.session.inspector.latestEventNumber
    let list = try #require(run.session.navigator.shownScenes.first as? PlayerListScene)
    await list.reloadTask?.value
    _ = run.app.frame(in: run.size)
    var cause: String?
    var heard: [String] = []
    for event in run.session.inspector.events(after: before).events {
      if case .cause(let name) = event.kind {
        cause = name
      } else {
        heard.append(Inspector.shortened(event.kind.line(.english)))
      }
    }
    let steps = try run.steps
    try #require(steps.count == 3, "\(steps.map(\.command))")
    #expect(steps[1].command == "key r")
    #expect(steps[2].command == "after key r")
    #expect(cause == "after key r")
    #expect(heard.contains("binding PlayerListViewModel.state = loaded (3 listeners)"), "\(heard)")
    #expect(steps[2].events.map(\.text) == heard)
    _ = run.app.frame(in: run.size)
    let stepsAfter = try run.steps
    #expect(stepsAfter.count == 3, "a frame with nothing new is no step")
  }

  /// Over a seeded walk of 300 keys, the panel files every key's events under that key, and
  /// the step the key makes holds exactly those events, in the same order, after those of the
  /// keys typed into a search field just before it, which make no step of their own
  /// (RecordingFormat.md, "A search being typed is no step").
  @Test func everyStepHoldsWhatThePanelShowsUnderItsKey() async throws {
    var random = SeededGenerator(seed: 50)
    let keys = (0..<300).map { _ in RecordedKeyWalkTests.keys.randomElement(using: &random)! }
    var run = await Run(size: TerminalSize(columns: 80, rows: 24))
    defer { run.finish() }
    try run.press(keys)
    var steps = try run.steps.dropFirst()[...]
    var typed: [String] = []
    var mismatches: [String] = []
    for (index, key) in run.pressed.enumerated() {
      if !key.events.isEmpty, key.cause != key.key {
        mismatches.append(
          "key \(index) (\(key.key)): the panel files it under \(key.cause ?? "nothing")")
      }
      switch key.steps {
      case 0 where key.isTyping || key.events.isEmpty:
        typed += key.events
      case 1:
        let step = steps.removeFirst()
        if step.command != key.key || step.events.map(\.text) != typed + key.events {
          mismatches.append(
            "key \(index) (\(key.key)): step \(step.seq) \(step.command ?? "") holds "
              + "\(step.events.map(\.text)), the panel \(typed + key.events)")
        }
        typed = []
      default:
        mismatches.append("key \(index) (\(key.key)) made \(key.steps) steps for \(key.events)")
      }
    }
    #expect(steps.isEmpty, "\(steps.count) steps no key made")
    #expect(try run.steps.count > 100)
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5).joined(separator: "\n"))")
  }
}
