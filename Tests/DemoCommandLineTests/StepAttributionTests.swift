import Foundation
import MVVMC
import PSGDemo
import PlayerFeed
import Rendering
import TerminalUI
import TestSupport
import Testing

@testable import DemoCommandLine

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
    var steps: [SessionStep] = []
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
      let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("psg-attribution-\(UUID().uuidString).jsonl").path
      defer { try? FileManager.default.removeItem(atPath: file) }
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
      session.end()
      let text = try String(contentsOfFile: file, encoding: .utf8)
      steps = try text.split(separator: "\n").map {
        try JSONDecoder().decode(SessionStep.self, from: Data($0.utf8))
      }
    }
  }

  /// A learner's keys at 120 × 40: `f` opens the filter picker, whose fit is `f`'s, and `↓`
  /// moves its highlight once; the list's first fit is the start's.
  @Test func aKeysStepHoldsItsFrameFitAndNoFitMadeBeforeIt() async throws {
    var run = await Run(size: TerminalSize(columns: 120, rows: 40))
    try run.press([.character("f"), .down])
    let steps = run.steps
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
    try run.press([.down], thenResizeTo: TerminalSize(columns: 120, rows: 40))
    try #require(run.steps.count == 3, "\(run.steps.map(\.command))")
    let resize = run.steps[2]
    #expect(resize.command == "resize to 120×40")
    #expect(
      resize.events.map(\.text) == [
        "binding PlayerListViewModel.page = rows 1–28 of 35 (2 listeners)"
      ])
  }

  /// Over a seeded walk of 300 keys, the panel files every key's events under that key, and
  /// the step the key makes holds exactly those events, in the same order, after those of the
  /// keys typed into a search field just before it, which make no step of their own
  /// (RecordingFormat.md, "A search being typed is no step").
  @Test func everyStepHoldsWhatThePanelShowsUnderItsKey() async throws {
    var random = SeededGenerator(seed: 50)
    let keys = (0..<300).map { _ in RecordedKeyWalkTests.keys.randomElement(using: &random)! }
    var run = await Run(size: TerminalSize(columns: 80, rows: 24))
    try run.press(keys)
    var steps = run.steps.dropFirst()[...]
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
    #expect(run.steps.count > 100)
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5).joined(separator: "\n"))")
  }
}
