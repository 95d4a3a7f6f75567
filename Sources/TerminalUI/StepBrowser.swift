import MVVMC
import Rendering

/// Where a ``StepBrowser`` reads the steps it shows: a recording on disk
/// (``BrowsedRecording``), or the history of the run going on (``StepHistory``).
@MainActor
public protocol RecordedSteps: AnyObject {
  /// The number of the first step kept: 0, or more once a history has dropped its oldest.
  var firstStep: Int { get }
  /// The number of the last step there is; `nil` while there is none.
  var lastStep: Int? { get }
  /// Step `seq` (from ``firstStep`` to ``lastStep``), or `nil` when it cannot be read.
  func step(_ seq: Int) -> SessionStep?
}

extension RecordedSteps {
  /// Step 0: nothing is dropped.
  public var firstStep: Int { 0 }
}

/// Steps back and forth through a run, full screen: a step's recorded screen beside the
/// inspector's panel as it was after that step, the events of the steps before it grouped
/// under their keys, and a footer naming the step and the keys.
///
/// A host shows it for a recording (`psg-demo replay FILE`) or over the live app (its
/// history), with the same keys:
///
/// - `←`/`→` one step back or forth, `Home`/`End` the first or last step kept;
/// - `↑`/`↓` choose an event in the panel, `Enter` shows the step that caused it;
/// - `r` resumes from the step shown (when it names a route), `Esc` leaves, `q` and Ctrl-C
///   quit.
///
/// ```swift
/// let browser = StepBrowser(steps: recording, renderer: ANSIRenderer()) { size in
///   RenderContext(width: size.columns)
/// }
/// browser.handle(.left)          // .handled: the step before
/// browser.frame(in: size)        // the step's screen, the panel, the footer
/// browser.handle(.character("r"))  // .resume(3)
/// ```
@MainActor
public final class StepBrowser {
  /// What a key asks of the host.
  public enum Response: Equatable, Sendable {
    /// The key changed what the browser shows (or nothing): draw again.
    case handled
    /// The key means nothing here.
    case ignored
    /// Go on live from step `seq`.
    case resume(Int)
    /// Leave the browser: back to the live app, or out of the replay.
    case leave
    /// Quit the app.
    case quit
  }

  /// The words the browser writes itself.
  public struct Words: Hashable, Sendable {
    /// Before a step's number in the footer: `step 3 of 8 · key Enter`.
    public var step: String
    /// Between a step's number and the last one's.
    public var of: String
    /// The first step's name, which no key caused.
    public var start: String
    /// The keys, as the footer lists them.
    public var keys: [KeyHint]
    /// Shown when no step can be read.
    public var noStep: String

    /// Creates the browser's words.
    public init(step: String, of: String, start: String, keys: [KeyHint], noStep: String) {
      self.step = step
      self.of = of
      self.start = start
      self.keys = keys
      self.noStep = noStep
    }

    /// The footer's first line: `step 3 of 8 · key Enter`.
    public func line(seq: Int, last: Int, command: String?) -> String {
      "\(step) \(seq) \(of) \(last) · \(command ?? start)"
    }

    /// The English words.
    public static let english = Words(
      step: "step", of: "of", start: "start",
      keys: [
        KeyHint(keys: "←/→", action: "Step"), KeyHint(keys: "Home/End", action: "First/last"),
        KeyHint(keys: "↑/↓", action: "Event"), KeyHint(keys: "Enter", action: "Its step"),
        KeyHint(keys: "r", action: "Resume"), KeyHint(keys: "Esc", action: "Leave"),
      ],
      noStep: "No step to show")
  }

  /// How many steps the panel lists the events of: the one shown and those before it.
  public static let stepsInPanel = 5

  private let steps: any RecordedSteps
  private let renderer: any Renderer
  private let makeContext: @MainActor (TerminalSize) -> RenderContext
  private let words: Words
  private let inspectionWords: InspectionWords
  /// The step shown.
  public private(set) var current: Int
  /// The event chosen in the panel, counted over its event lines; `nil` for none.
  public private(set) var chosenLine: Int?
  // The event lines of the panel last drawn, with the step each belongs to.
  private var lineSteps: [Int] = []

  /// Creates a browser that shows `steps`, from `start` (the last step when `nil`).
  ///
  /// - Parameters:
  ///   - steps: The steps.
  ///   - start: The step shown first; the last one when `nil`.
  ///   - renderer: Draws the recorded screen and the panel.
  ///   - words: The browser's own words.
  ///   - inspectionWords: The panel's words.
  ///   - context: The render context for a part's size.
  public init(
    steps: any RecordedSteps, start: Int? = nil, renderer: any Renderer,
    words: Words = .english, inspectionWords: InspectionWords = .english,
    context: @escaping @MainActor (TerminalSize) -> RenderContext
  ) {
    self.steps = steps
    self.renderer = renderer
    self.words = words
    self.inspectionWords = inspectionWords
    self.makeContext = context
    self.current = max(start ?? steps.lastStep ?? 0, steps.firstStep)
  }

  /// Answers `key`: see the type's keys.
  public func handle(_ key: Key) -> Response {
    // Asked once: a history that grows looks for new steps when asked.
    let last = steps.lastStep ?? 0
    let first = min(steps.firstStep, last)
    func show(_ seq: Int) {
      current = min(max(seq, first), last)
      chosenLine = nil
    }
    switch key {
    case .left: show(current - 1)
    case .right: show(current + 1)
    case .home: show(first)
    case .end: show(last)
    case .up: chosenLine = chosenLine.map { max($0 - 1, 0) } ?? 0
    case .down:
      chosenLine = chosenLine.map { min($0 + 1, max(lineSteps.count - 1, 0)) } ?? 0
    case .enter:
      guard let chosenLine, lineSteps.indices.contains(chosenLine) else { return .ignored }
      show(lineSteps[chosenLine])
    case .character("r"):
      // A step that names no route (a scene no route opens, such as a picker) has no place to
      // go on from: the key does nothing there.
      guard steps.step(current)?.route != nil else { return .ignored }
      return .resume(current)
    case .escape: return .leave
    case .character("q"), .control("c"): return .quit
    default: return .ignored
    }
    return .handled
  }

  /// The frame: the step's screen with the panel beside or below it (as the live inspector's
  /// ``InspectorPanelLayout`` places it), then the footer.
  public func frame(in size: TerminalSize) -> [String] {
    let last = steps.lastStep ?? current
    // A history that dropped its oldest steps since the last key shows its first kept one.
    current = max(current, min(steps.firstStep, last))
    guard let step = steps.step(current) else {
      return [words.noStep.sanitizedForTerminal.truncated(toWidth: size.columns)]
    }
    let footer = [
      words.line(seq: current, last: last, command: step.command)
        .sanitizedForTerminal
        .truncated(toWidth: size.columns),
      KeyHint.footerLine(scene: words.keys, global: [], width: size.columns),
    ]
    let content = TerminalSize(columns: size.columns, rows: max(size.rows - footer.count, 1))
    let layout = InspectorPanelLayout(content: content)
    let scene = lines(of: step.screen, in: layout.sceneSize)
    let oldest = min(max(current - Self.stepsInPanel + 1, steps.firstStep), current)
    let earlier = (oldest..<current).compactMap(steps.step)
    let shownSteps = [step] + earlier
    lineSteps = shownSteps.sorted { $0.seq > $1.seq }.flatMap { step in
      [step.seq] + step.events.map { _ in step.seq } + (step.droppedEvents > 0 ? [step.seq] : [])
    }
    var panel = step.inspectorScreen(words: inspectionWords, steps: shownSteps)
    if let chosenLine, case .table(var table) = panel.blocks.first {
      // The events are the table's last rows: the chosen one is marked as a selection.
      table.selectedRow = table.rows.count - lineSteps.count + chosenLine
      panel.blocks = [.table(table)]
    }
    if !layout.isBeside { panel.title = "" }
    var body = layout.lines(
      scene: scene, panel: lines(of: panel, in: layout.panelSize),
      title: inspectionWords.title)
    if body.count > content.rows {
      body.removeLast(body.count - content.rows)
    } else {
      body += Array(repeating: "", count: content.rows - body.count)
    }
    return body + footer
  }

  private func lines(of screen: Screen, in size: TerminalSize) -> [String] {
    var lines = renderer.render(screen, in: makeContext(size))
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
