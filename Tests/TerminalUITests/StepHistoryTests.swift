import MVVMC
import Rendering
import TerminalRendering
import Testing

@testable import TerminalUI

/// The live history drops its oldest steps at its cap, half of it at a time, and the browser
/// goes on over what it keeps; the adapter records a step a key that changed the app.
@MainActor
@Suite struct StepHistoryTests {
  static func step(_ seq: Int) -> SessionStep {
    SessionStep(
      seq: seq, command: seq == 0 ? nil : "key \(seq)", route: "place/\(seq)",
      stack: [Inspection.StackEntry(title: "Screen \(seq)", route: "place/\(seq)", isModal: false)],
      coordinators: [], boxes: [],
      start: seq == 0
        ? SessionStep.Start(data: "fnv1a64:0000000000000000", width: 80, rows: 24, language: "en")
        : nil,
      screen: Screen(title: "Screen \(seq)"))
  }

  @Test func atItsCapTheOldestStepsDropAndTheNewestStay() throws {
    let history = StepHistory(capacity: RecordingFile.Limits(steps: 4, bytes: 1 << 20))
    #expect(history.lastStep == nil)
    for seq in 0..<10 { history.write(Self.step(seq)) }
    // Parts of two steps: 0–1, 2–3, … ; the two newest are kept.
    #expect(history.firstStep == 6)
    #expect(history.lastStep == 9)
    #expect(history.step(5) == nil)
    #expect(history.step(6)?.screen.title == "Screen 6")
    #expect(history.step(9)?.command == "key 9")
    #expect(history.stop == nil)
    history.write(Self.step(10))
    #expect(history.firstStep == 8)
    #expect(history.lastStep == 10)
  }

  @Test func theByteCapDropsTheOldestStepsToo() throws {
    // Each part holds one step past 1 byte: the history keeps the newest two.
    let history = StepHistory(capacity: RecordingFile.Limits(steps: 1_000, bytes: 2))
    for seq in 0..<5 { history.write(Self.step(seq)) }
    #expect(history.firstStep == 3)
    #expect(history.lastStep == 4)
  }

  @Test func theBrowserStepsThroughWhatTheHistoryKeeps() {
    let history = StepHistory(capacity: RecordingFile.Limits(steps: 4, bytes: 1 << 20))
    for seq in 0..<10 { history.write(Self.step(seq)) }
    let browser = StepBrowser(steps: history, renderer: OutlineRenderer()) {
      RenderContext(width: $0.columns)
    }
    #expect(browser.current == 9)
    #expect(browser.handle(.home) == .handled)
    #expect(browser.current == 6)
    #expect(browser.handle(.left) == .handled)
    #expect(browser.current == 6)
    let frame = browser.frame(in: TerminalSize(columns: 100, rows: 24))
    #expect(frame[22] == "step 6 of 9 · key 6")
    #expect(frame.contains { $0.contains("Screen 6") })
    #expect(browser.handle(.right) == .handled)
    #expect(browser.current == 7)
    // The panel lists the events of the steps kept before the one shown: none dropped.
    let next = browser.frame(in: TerminalSize(columns: 100, rows: 24))
    #expect(next.contains { $0.contains("#6 key 6") }, "\(next.joined(separator: "\n"))")
    // Steps dropped while the browser shows one: it shows the first kept.
    for seq in 10..<14 { history.write(Self.step(seq)) }
    #expect(browser.frame(in: TerminalSize(columns: 100, rows: 24))[22] == "step 10 of 13 · key 10")
  }

  /// The adapter records step 0, then a step a key that changed the app; `h`, the browser's
  /// keys and `Esc` are none. With a small cap, `h` still opens on the newest step and `Home`
  /// goes to the oldest kept.
  @Test func theAdapterRecordsAStepAKeyIntoItsCappedHistory() throws {
    let notes = NotesApp()
    let app = NavigatorTerminalApp(
      navigator: notes.navigator, renderer: OutlineRenderer(), inspector: notes.inspector)
    let history = StepHistory(capacity: RecordingFile.Limits(steps: 4, bytes: 1 << 20))
    app.record(with: notes.makeRecorder(), history: history)
    #expect(history.lastStep == 0)
    for _ in 0..<6 { _ = app.handle(.character("j")) }
    #expect(history.lastStep == 6)
    #expect(history.firstStep == 4)
    #expect(app.handle(.character("h")) == .handled)
    #expect(app.handle(.home) == .handled)
    #expect(app.frame(in: TerminalSize(columns: 100, rows: 24))[22] == "step 4 of 6 · key j")
    #expect(app.handle(.escape) == .handled)
    #expect(history.lastStep == 6)
    _ = app.handle(.character("j"))
    #expect(history.lastStep == 7)
    #expect(history.step(7)?.command == "key j")
    // A click on the footer's `j Down` is the key `j` inside the click: one step, the click.
    let footer = try #require(app.frame(in: TerminalSize(columns: 100, rows: 24)).last)
    try #require(footer.hasPrefix("j Down"), "\(footer)")
    #expect(app.handle(.mouse(MouseEvent(.press, column: 0, row: 23))) == .handled)
    #expect(history.lastStep == 8)
    #expect(history.step(8)?.command == "mouse")
  }

  /// A resume is its own step, named for the step it went on from, and its events go under it
  /// live too: not under `h`, nor under the browser's `r`.
  @Test func aResumeIsAStepNamedForTheStepItWentOnFrom() throws {
    let notes = NotesApp()
    let app = NavigatorTerminalApp(
      navigator: notes.navigator, renderer: OutlineRenderer(), inspector: notes.inspector)
    let history = StepHistory()
    // Each step names a route, as a step must to be resumed.
    app.record(with: notes.makeRecorder { "notes" }, history: history)
    app.resume = { [viewModel = notes.coordinator.viewModel] _ in viewModel.selected.value = 0 }
    for _ in 0..<2 { _ = app.handle(.character("j")) }
    for key in [Key.character("h"), .left, .character("r")] {
      #expect(app.handle(key) == .handled)
    }
    #expect(history.lastStep == 3)
    #expect(history.step(3)?.command == "resumed from step 1")
    // Newest first: the resume's events stand before its cause.
    let events = notes.inspector.inspection().events.map(\.kind)
    let cause = try #require(events.firstIndex(of: .cause("resumed from step 1")), "\(events)")
    #expect(events[..<cause].contains { if case .binding = $0 { true } else { false } })
    #expect(!events[..<cause].contains { if case .cause = $0 { true } else { false } })
  }
}
