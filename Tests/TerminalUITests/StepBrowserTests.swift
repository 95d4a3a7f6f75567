import MVVMC
import Rendering
import TerminalRendering
import Testing

@testable import TerminalUI

/// The step browser over steps made by hand: its keys, the step an event leads to, its
/// footer, and the history key of the full-screen adapter that opens it.
@MainActor
@Suite struct StepBrowserTests {
  /// Steps kept in memory, as a test gives them.
  final class Steps: RecordedSteps {
    var steps: [SessionStep]
    init(_ steps: [SessionStep]) { self.steps = steps }
    var lastStep: Int? { steps.isEmpty ? nil : steps.count - 1 }
    func step(_ seq: Int) -> SessionStep? { steps.indices.contains(seq) ? steps[seq] : nil }
  }

  /// Step `seq` titled `Screen seq`, after `command`, with `events`.
  static func step(_ seq: Int, _ command: String?, events: [String]) -> SessionStep {
    SessionStep(
      seq: seq, command: command, route: "place/\(seq)",
      stack: [Inspection.StackEntry(title: "Screen \(seq)", route: "place/\(seq)", isModal: false)],
      coordinators: [], boxes: [],
      events: events.map { SessionStep.Event(kind: .navigation, text: $0) },
      screen: Screen(title: "Screen \(seq)"))
  }

  static let run = Steps([
    step(0, nil, events: ["navigation push Screen 0"]),
    step(1, "key Enter", events: ["navigation push Screen 1", "binding count = 1"]),
    step(2, "key \u{1B}[31mx", events: ["navigation pop Screen 1"]),
  ])

  func browser(_ steps: Steps = run) -> StepBrowser {
    StepBrowser(steps: steps, renderer: OutlineRenderer()) { RenderContext(width: $0.columns) }
  }

  @Test func keysStepBackAndForthAndJumpToTheEnds() {
    let browser = browser()
    #expect(browser.current == 2)
    #expect(browser.handle(.right) == .handled)
    #expect(browser.current == 2)
    #expect(browser.handle(.left) == .handled)
    #expect(browser.current == 1)
    #expect(browser.handle(.home) == .handled)
    #expect(browser.current == 0)
    #expect(browser.handle(.left) == .handled)
    #expect(browser.current == 0)
    #expect(browser.handle(.end) == .handled)
    #expect(browser.current == 2)
    #expect(browser.handle(.character("r")) == .resume(2))
    #expect(browser.handle(.escape) == .leave)
    #expect(browser.handle(.character("q")) == .quit)
    #expect(browser.handle(.character("z")) == .ignored)
  }

  /// A step that names no route (a picker, which no route opens) cannot be resumed: `r` does
  /// nothing there, and resumes from the next step that names one.
  @Test func aStepWithoutARouteIsNotResumed() {
    var routeless = Self.step(1, "key a", events: [])
    routeless.route = nil
    let browser = browser(
      Steps([Self.step(0, nil, events: []), routeless, Self.step(2, nil, events: [])]))
    #expect(browser.handle(.left) == .handled)
    #expect(browser.current == 1)
    #expect(browser.handle(.character("r")) == .ignored)
    #expect(browser.handle(.right) == .handled)
    #expect(browser.handle(.character("r")) == .resume(2))
  }

  /// The panel lists the events of the step shown and the steps before it, the newest step
  /// first; choosing one of step 1's events and pressing Enter shows step 1.
  @Test func enterOnAChosenEventShowsTheStepThatCausedIt() {
    let browser = browser()
    _ = browser.frame(in: TerminalSize(columns: 100, rows: 30))
    // #2, its event, #1: the first of step 1's events is the fourth line.
    for _ in 0..<4 { _ = browser.handle(.down) }
    #expect(browser.chosenLine == 3)
    #expect(browser.handle(.enter) == .handled)
    #expect(browser.current == 1)
    #expect(browser.chosenLine == nil)
    // Nothing chosen: Enter means nothing.
    #expect(browser.handle(.enter) == .ignored)
  }

  @Test func theFrameFillsTheTerminalAndItsFooterNamesTheStepWithItsControlsVisible() {
    let browser = browser()
    let frame = browser.frame(in: TerminalSize(columns: 100, rows: 24))
    #expect(frame.count == 24)
    #expect(frame[22].hasPrefix("step 2 of 2 · key "))
    #expect(frame[22].contains("x"))
    #expect(!frame.joined().contains("\u{1B}"))
    #expect(frame[23].hasPrefix("←/→ Step  Home/End First/last"))
    #expect(frame.contains { $0.contains("navigation pop Screen 1") })
    #expect(frame.contains { $0.contains("#1 key Enter") })
    _ = browser.handle(.home)
    let start = browser.frame(in: TerminalSize(columns: 100, rows: 24))
    #expect(start[22] == "step 0 of 2 · start")
    #expect(!start.contains { $0.contains("navigation pop Screen 1") })
  }

  @Test func noStepShowsOneLineSayingSo() {
    let browser = browser(Steps([]))
    #expect(browser.frame(in: TerminalSize(columns: 40, rows: 10)) == ["No step to show"])
  }

  /// `h` opens the history over any app of the framework; `r` hands the step shown to the
  /// app and closes it, `Esc` closes it.
  @Test func theAdapterOpensItsHistoryOnHAndResumesThroughTheApp() {
    let notes = NotesApp()
    let app = NavigatorTerminalApp(navigator: notes.navigator, renderer: OutlineRenderer())
    #expect(app.handle(.character("h")) == .ignored)
    #expect(!app.globalKeyHints.contains(FullScreenWords.english.history))
    var resumed: [Int] = []
    app.history = Self.run
    app.resume = { resumed.append($0.seq) }
    #expect(app.globalKeyHints.contains(FullScreenWords.english.history))
    #expect(app.handle(.character("h")) == .handled)
    #expect(app.isBrowsingHistory)
    #expect(app.frame(in: TerminalSize(columns: 100, rows: 24))[22] == "step 2 of 2 · key ^[[31mx")
    #expect(app.handle(.escape) == .handled)
    #expect(!app.isBrowsingHistory)
    _ = app.handle(.character("h"))
    _ = app.handle(.left)
    #expect(app.handle(.character("r")) == .handled)
    #expect(resumed == [1])
    #expect(!app.isBrowsingHistory)
  }
}
