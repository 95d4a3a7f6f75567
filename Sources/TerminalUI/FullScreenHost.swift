import MVVMC

/// Runs a ``TerminalApp`` full screen: raw input, the alternate screen, one diffed frame per
/// change, and the terminal restored however the run ends.
///
/// The host is an event loop on the main queue, driven by the ``TerminalDevice``'s events:
///
/// - **Input** is decoded into keys (``KeyDecoder``). Each key goes to the app; Ctrl-C the app
///   ignores quits, Ctrl-Z the app ignores suspends. After the keys of one read, one frame is
///   drawn if any key was handled or a redraw was asked for. A read that ends on a lone `ESC`
///   starts a short timer on the injected scheduler (``defaultEscapeDelay``); if no byte
///   comes first, the `ESC` is the Esc key. A read that ends inside a bracketed paste starts
///   another (``defaultPasteQuietPeriod``): if nothing comes first, the paste ends with what
///   arrived, so a paste whose end was lost cannot take every later key as text.
/// - **`SIGWINCH`**: the app lays out a frame for the new size, drawn whole.
/// - **`SIGINT`, `SIGTERM`, `SIGHUP`, `SIGQUIT`**: the run ends with ``FullScreenExit/signal(_:)``.
/// - **`SIGTSTP`** (or Ctrl-Z): the terminal is restored and the stop is sent; the host then
///   writes nothing until **`SIGCONT`** says the process was continued, since the stop may
///   take effect only after the call that sends it returns. Continued in the foreground,
///   full-screen mode comes back and the whole frame is drawn; continued in the background
///   (`bg`), it stops again, leaving the terminal alone, until `fg`. `SIGCONT` while running
///   also sets raw mode and the full-screen modes again and draws the whole frame: a shell may
///   put back the modes it saved when it continues a job (bash does on `fg`).
/// - **End of input, a failed read or write**: the run ends with
///   ``FullScreenExit/inputClosed`` or ``FullScreenExit/failed(_:)``.
///
/// Nothing blocks the main thread: timers, debounced bindings and other main-queue work run
/// between events, and may call the redraw closure the app receives in
/// ``TerminalApp/attach(redraw:)``.
///
/// Before it returns, the run restores the terminal on every path: colours reset, line wrap,
/// bracketed paste off, cursor shown, main screen back, and the input mode saved at the start.
///
/// ```swift
/// @main struct Demo {
///   static func main() async {
///     let app = NavigatorTerminalApp(navigator: navigator, renderer: ANSIRenderer())
///     let exit = await FullScreenHost(app: app, terminal: SystemTerminal()).run()
///     Glibc.exit(exit.status)
///   }
/// }
/// ```
@MainActor
public final class FullScreenHost {
  /// How long a lone `ESC` waits for the rest of a sequence: 50 ms, long enough for a
  /// sequence split by a slow link, short enough that Esc feels immediate.
  public static let defaultEscapeDelay: Duration = .milliseconds(50)

  /// How long a paste may pause before it counts as ended: 500 ms. A terminal sends a paste
  /// in one burst, so a pause that long means its end marker was lost; shorter would risk
  /// reading the rest of a paste slowed by a remote link as keys.
  public static let defaultPasteQuietPeriod: Duration = .milliseconds(500)

  enum State {
    case ready
    case running
    case suspended
    case ended
  }

  private let app: any TerminalApp
  let terminal: any TerminalDevice
  private let scheduler: any DelayScheduler
  private let escapeDelay: Duration
  private let pasteQuietPeriod: Duration
  var decoder: KeyDecoder
  var state = State.ready
  var shownFrame: Frame?
  /// Makes each frame's lines safe, scanning only the rows that changed.
  private var lineGuard = FrameLineGuard()
  private var escapeTimer: ScheduledAction?
  private var pasteTimer: ScheduledAction?
  private var isHandlingEvent = false
  private var redrawRequested = false
  private var onExit: (@MainActor (FullScreenExit) -> Void)?

  /// Creates a host.
  ///
  /// - Parameters:
  ///   - app: What to show and who handles keys.
  ///   - terminal: ``SystemTerminal`` for the real terminal, ``VirtualTerminal`` in tests.
  ///   - scheduler: Runs the Esc and paste timers: a `MainQueueScheduler`, or a
  ///     `ManualScheduler` in tests.
  ///   - escapeDelay: How long a lone `ESC` waits before it counts as the Esc key.
  ///   - pasteQuietPeriod: How long a paste may pause before it counts as ended.
  ///   - decoder: The key decoder, to choose its paste limit.
  public init(
    app: any TerminalApp,
    terminal: any TerminalDevice,
    scheduler: any DelayScheduler = MainQueueScheduler(),
    escapeDelay: Duration = FullScreenHost.defaultEscapeDelay,
    pasteQuietPeriod: Duration = FullScreenHost.defaultPasteQuietPeriod,
    decoder: KeyDecoder = KeyDecoder()
  ) {
    self.app = app
    self.terminal = terminal
    self.scheduler = scheduler
    self.escapeDelay = escapeDelay
    self.pasteQuietPeriod = pasteQuietPeriod
    self.decoder = decoder
  }

  /// Whether the run has started and not ended.
  public var isRunning: Bool { state == .running || state == .suspended }

  /// Runs the app until it quits, a signal ends it or the terminal fails, then restores the
  /// terminal and returns how it ended. Suspends without blocking the main thread.
  ///
  /// A host runs once; running it again returns ``FullScreenExit/failed(_:)`` at once.
  public func run() async -> FullScreenExit {
    await withCheckedContinuation { continuation in
      MainActor.assumeIsolated {
        start { exit in continuation.resume(returning: exit) }
      }
    }
  }

  /// Starts the run and returns at once; `onExit` is called once, after the terminal is
  /// restored. ``run()`` is this, awaited.
  public func start(onExit: @escaping @MainActor (FullScreenExit) -> Void) {
    guard state == .ready else {
      onExit(.failed(TerminalError(operation: "run: the host has already run", code: 0)))
      return
    }
    self.onExit = onExit
    guard enterFullScreen() else { return }
    app.attach { [weak self] in self?.redraw() }
    draw()
    guard state == .running else { return }
    terminal.startEvents { [weak self] event in self?.handle(event) }
  }

  // MARK: Events

  private func handle(_ event: TerminalEvent) {
    guard isRunning else { return }
    // Even while suspended: `kill %1` in bash sends SIGTERM then SIGCONT to a stopped job.
    if let exit = Self.exit(after: event) {
      end(exit)
      return
    }
    // While suspended the terminal is the shell's: keys and sizes are not the app's.
    guard state == .running else {
      if event == .signal(.resume) { continueAfterStop() }
      return
    }
    isHandlingEvent = true
    redrawRequested = false
    switch event {
    case .input(let bytes):
      cancelInputTimers()
      handle(decoder.decode(bytes))
      if state == .running, decoder.hasPendingInput {
        escapeTimer = scheduler.schedule(after: escapeDelay) { [weak self] in
          self?.escapeTimer = nil
          self?.handleTimedOut { $0.flushPendingEscape() }
        }
      }
      if state == .running, decoder.isInsidePaste {
        // The paste went quiet before its end marker: it ends with what arrived.
        pasteTimer = scheduler.schedule(after: pasteQuietPeriod) { [weak self] in
          self?.pasteTimer = nil
          self?.handleTimedOut { $0.finishPaste() }
        }
      }
    case .signal(.resize):
      redrawRequested = true
    case .signal(.suspend):
      suspend()
    case .signal(.resume):
      reenterFullScreen()
    case .inputEnded, .inputFailed, .signal:
      break  // The run ended above.
    }
    finishEvent()
  }

  /// How `event` ends the run, if it does.
  private static func exit(after event: TerminalEvent) -> FullScreenExit? {
    switch event {
    case .input, .signal(.resize), .signal(.suspend), .signal(.resume): nil
    case .inputEnded: .inputClosed
    case .inputFailed(let error): .failed(error)
    case .signal(let signal): .signal(signal)
    }
  }

  /// Handles the keys the decoder gives up when a timer fires, as one event.
  private func handleTimedOut(_ keys: (inout KeyDecoder) -> [Key]) {
    guard state == .running else { return }
    isHandlingEvent = true
    redrawRequested = false
    handle(keys(&decoder))
    finishEvent()
  }

  func cancelInputTimers() {
    escapeTimer?.cancel()
    escapeTimer = nil
    pasteTimer?.cancel()
    pasteTimer = nil
  }

  private func handle(_ keys: [Key]) {
    for key in keys {
      guard state == .running else { return }
      switch app.handle(key) {
      case .handled:
        redrawRequested = true
      case .quit:
        end(.quit)
      case .ignored:
        if key == .control("c") {
          end(.quit)
        } else if key == .control("z") {
          suspend()
        }
      }
    }
  }

  private func finishEvent() {
    isHandlingEvent = false
    if state == .running, redrawRequested {
      redrawRequested = false
      draw()
    }
  }

  // MARK: Drawing

  /// Draws now, or once the event being handled is done.
  func redraw() {
    guard state == .running else { return }
    if isHandlingEvent {
      redrawRequested = true
    } else {
      draw()
    }
  }

  private func draw() {
    let size = terminal.size
    let lines = lineGuard.safeLines(app.frame(in: size).prefix(size.rows))
    let frame = Frame(lines: lines, size: size)
    let bytes = FrameDiff.bytes(from: shownFrame, to: frame)
    guard !bytes.isEmpty, write(bytes) else { return }
    shownFrame = frame
  }

  /// Writes `bytes`; on failure ends the run and returns `false`.
  func write(_ bytes: [UInt8]) -> Bool {
    do {
      try terminal.write(bytes)
      return true
    } catch {
      end(.failed(Self.terminalError(error, operation: "write")))
      return false
    }
  }

  // MARK: Ending

  func end(_ exit: FullScreenExit) {
    guard state != .ended else { return }
    let wasInFullScreen = state == .running
    state = .ended
    cancelInputTimers()
    terminal.stopEvents()
    if wasInFullScreen { restoreTerminal() }
    let onExit = self.onExit
    self.onExit = nil
    onExit?(exit)
  }

  static func terminalError(_ error: any Error, operation: String) -> TerminalError {
    error as? TerminalError ?? TerminalError(operation: "\(operation): \(error)", code: 0)
  }
}
