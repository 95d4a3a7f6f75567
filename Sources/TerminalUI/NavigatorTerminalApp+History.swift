import MVVMC

extension NavigatorTerminalApp {
  /// Records the run, in one call: step 0 now, then a step after each key that changes the app
  /// (not the keys that only browse the history) and after a resize that changed it, written to `file` (a recording to keep, such
  /// as `--record FILE`) and to `history`, which `h` browses and ``resume`` goes on from.
  ///
  /// ```swift
  /// let recorder = SessionRecorder(
  ///   inspector: inspector, start: SessionStep.Start(data: "", width: 80, rows: 24, language: "en"),
  ///   route: { navigator.route?.address }, screen: { navigator.currentScreen() ?? Screen(title: "") })
  /// app.record(with: recorder, into: try RecordingFile(path: "run.jsonl"))
  /// app.resume = { step in try? coordinator.open(address: step.route ?? "") }
  /// ```
  ///
  /// - Parameters:
  ///   - recorder: Makes each step from the inspector, the route and the screen.
  ///   - file: Where to keep the run; `nil` for the history alone. It stops at its limits
  ///     (``RecordingFile/onStop`` hears why) and the app goes on.
  ///   - history: The steps `h` browses, the oldest dropped at its cap; `nil` for no `h`.
  ///   - size: The terminal's size, for the first frame: step 0 then holds the page's fit
  ///     to it, which otherwise falls to the first key's step.
  public func record(
    with recorder: SessionRecorder, into file: RecordingFile? = nil,
    history: StepHistory? = StepHistory(), size: TerminalSize? = nil
  ) {
    recording = (recorder, file, history)
    if let history { self.history = history }
    // Laid out first, step 0 holds the page's fit to the terminal, as the first frame shows it.
    if let size { _ = frame(in: size) }
    write(recorder.step())
    lastStep = (words.inspection.start, inspector?.latestEventNumber)
    inspector?.noteCause(words.inspection.eventWords.after(words.inspection.start))
  }

  /// Writes `step` where ``record(with:into:history:size:)`` sends steps.
  /// Takes a step caused by `cause` and writes it; what changes later with no input is filed
  /// in the inspector under `after` that cause, in one group however many frames draw it.
  func writeStep(cause: String, with recorder: SessionRecorder) {
    write(recorder.step(command: cause))
    lastStep = (cause, inspector?.latestEventNumber)
    inspector?.noteCause(words.inspection.eventWords.after(cause))
  }

  /// Before a frame of `size`: outside a key, takes the step of what changed since the last
  /// one with no input (`after key r`, a reload that ended), and returns `size` if it is a
  /// resize, whose refit ``takeResizeStep(_:)`` takes once the frame is laid out. The first
  /// frame's fit is the start's (``record(with:into:history:size:)``).
  func takeStepOutsideAKey(beforeFraming size: TerminalSize) -> TerminalSize? {
    defer { lastFrameSize = size }
    guard !isHandlingKey else { return nil }
    if let recorder = recording?.recorder, let lastStep, hasChangedSinceLastStep {
      write(recorder.step(command: words.inspection.eventWords.after(lastStep.cause)))
      self.lastStep = (lastStep.cause, inspector?.latestEventNumber)
    }
    guard let lastFrameSize, lastFrameSize != size else { return nil }
    inspector?.noteCause(words.inspection.eventWords.resized(to: size))
    return size
  }

  /// Takes the step of a resize that refitted the page; one that changed nothing is none, and
  /// what changes later goes on under the last step's cause.
  func takeResizeStep(_ size: TerminalSize) {
    guard let recorder = recording?.recorder, let lastStep else { return }
    if hasChangedSinceLastStep {
      writeStep(cause: words.inspection.eventWords.resized(to: size), with: recorder)
    } else {
      inspector?.noteCause(words.inspection.eventWords.after(lastStep.cause))
    }
  }

  /// Whether the inspector heard events the last step does not hold, and they may be a step:
  /// no search field keeps them for the key that leaves it.
  private var hasChangedSinceLastStep: Bool {
    !isTypingInAField && inspector?.latestEventNumber != lastStep?.event
  }

  func write(_ step: SessionStep) {
    recording?.file?.write(step)
    recording?.history?.write(step)
  }

  /// Shows the history's browser on its last step: the app as it is now.
  func showHistory() {
    guard let history else { return }
    browser = StepBrowser(
      steps: history, renderer: renderer, words: words.stepBrowser,
      inspectionWords: words.inspection, context: makeContext)
  }

  /// A key while the history shows: the browser's, and leaving it, resuming from a step or
  /// quitting.
  func handleHistoryKey(_ key: Key, in browser: StepBrowser) -> KeyResponse {
    switch browser.handle(key) {
    case .handled: return .handled
    case .ignored: return .ignored
    case .quit: return .quit
    case .leave:
      self.browser = nil
      return .handled
    case .resume(let seq):
      self.browser = nil
      if let step = history?.step(seq), let resume {
        resumedStep = seq
        // The resume's events go under it, not under the key that opened the history.
        inspector?.noteCause(words.inspection.eventWords.resumed(from: seq))
        resume(step)
      }
      return .handled
    }
  }

  /// Whether the scene on top has a field with the focus, so keys are text being typed
  /// (``/MVVMC/Scene/hasTextFocus``): a step waits for the key that leaves the field, with the
  /// typed keys' events, since no route names a field being typed in and a step's route must
  /// reopen its screen.
  var isTypingInAField: Bool {
    navigator.top?.hasTextFocus == true
  }
}
