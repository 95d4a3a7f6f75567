/// A terminal in memory, for tests: bytes and signals in, written bytes and a screen out.
///
/// Everything is synchronous and under the test's control: events sent before the host
/// starts wait in a queue and are delivered, in order, when it starts listening; events sent
/// while it listens are delivered at once. The screen (``VirtualScreen``) applies what the host
/// writes, so a test reads the frame as lines, and ``modes`` tells whether the terminal was
/// restored.
///
/// ```swift
/// let terminal = VirtualTerminal(size: TerminalSize(columns: 40, rows: 10), screenLines: ["$"])
/// let host = FullScreenHost(app: app, terminal: terminal, scheduler: ManualScheduler())
/// terminal.type("jjq")
/// let exit = await host.run()         // .quit
/// #expect(terminal.modes == .restored)
/// #expect(terminal.screenLines[0] == "$")
/// ```
@MainActor
public final class VirtualTerminal: TerminalDevice {
  /// The terminal's size; ``resize(to:)`` changes it.
  public private(set) var size: TerminalSize
  /// What the terminal shows.
  public private(set) var screen: VirtualScreen
  /// Every byte written since the start or the last ``clearWritten()``.
  public private(set) var written: [UInt8] = []
  /// Whether the input is in raw mode.
  public private(set) var isRawMode = false
  /// How many times raw mode was entered.
  public private(set) var rawModeEntries = 0
  /// The modes at each ``suspendProcess()``: what the shell would have found.
  public private(set) var modesWhenSuspended: [TerminalModes] = []
  /// Whether the host is listening for events.
  public private(set) var isListening = false
  /// Whether the process is in the terminal's foreground.
  public private(set) var isInForeground = true
  /// Whether the process is stopped: from ``suspendProcess()`` to ``continueProcess(inForeground:)``.
  public private(set) var isStopped = false
  /// When set, every write throws it (and writes nothing).
  public var writeFailure: TerminalError?
  /// When set, ``enterRawMode()`` throws it.
  public var rawModeFailure: TerminalError?

  private var handler: (@MainActor (TerminalEvent) -> Void)?
  private var queuedEvents: [TerminalEvent] = []

  /// Creates a terminal of `size` whose main screen shows `screenLines`.
  public init(size: TerminalSize, screenLines: [String] = []) {
    self.size = size
    screen = VirtualScreen(size: size, lines: screenLines)
  }

  /// The visible rows, without trailing spaces.
  public var screenLines: [String] { screen.lines }

  /// The written bytes as text (invalid UTF-8 shown as U+FFFD).
  public var writtenText: String { String(decoding: written, as: UTF8.self) }

  /// The modes the host changes, now.
  public var modes: TerminalModes {
    TerminalModes(
      isRawMode: isRawMode, isAlternateScreen: screen.isAlternateScreen,
      isCursorVisible: screen.isCursorVisible,
      isBracketedPasteEnabled: screen.isBracketedPasteEnabled,
      isAutowrapEnabled: screen.isAutowrapEnabled, isStyleReset: screen.isStyleReset,
      isMouseReportingEnabled: screen.isMouseReportingEnabled)
  }

  /// Forgets the bytes written so far (the screen keeps them).
  public func clearWritten() {
    written.removeAll()
  }

  /// Types `text`: its UTF-8 bytes arrive as one read.
  public func type(_ text: String) {
    send(.input(Array(text.utf8)))
  }

  /// Sends one read of `bytes`.
  public func send(_ bytes: [UInt8]) {
    send(.input(bytes))
  }

  /// Sends a signal.
  public func send(_ signal: TerminalSignal) {
    send(.signal(signal))
  }

  /// Changes the size and sends `SIGWINCH`.
  public func resize(to newSize: TerminalSize) {
    size = newSize
    screen.resize(to: newSize)
    send(.signal(.resize))
  }

  /// Delivers `event` now if the host listens, else when it starts.
  public func send(_ event: TerminalEvent) {
    queuedEvents.append(event)
    deliverQueuedEvents()
  }

  // MARK: TerminalDevice

  /// Enters raw mode, or throws ``rawModeFailure``.
  public func enterRawMode() throws {
    if let rawModeFailure { throw rawModeFailure }
    isRawMode = true
    rawModeEntries += 1
  }

  /// Leaves raw mode.
  public func restoreMode() {
    isRawMode = false
  }

  /// Records `bytes` and applies them to the screen, or throws ``writeFailure``.
  public func write(_ bytes: [UInt8]) throws {
    if let writeFailure { throw writeFailure }
    written.append(contentsOf: bytes)
    screen.apply(bytes)
  }

  /// Delivers the queued events to `handler`, then every event as it is sent.
  public func startEvents(_ handler: @escaping @MainActor (TerminalEvent) -> Void) {
    self.handler = handler
    isListening = true
    deliverQueuedEvents()
  }

  /// Stops delivering; events sent from now on wait in the queue.
  public func stopEvents() {
    handler = nil
    isListening = false
  }

  /// Records the modes in ``modesWhenSuspended`` and stops, as a real stop does, until the
  /// test calls ``continueProcess(inForeground:)``; returns at once, like `kill(2)`.
  public func suspendProcess() {
    modesWhenSuspended.append(modes)
    isStopped = true
  }

  /// Continues a stopped process as `fg` does (or `bg`, with `inForeground` false): sends
  /// `SIGCONT` (``TerminalSignal/resume``).
  public func continueProcess(inForeground: Bool = true) {
    isStopped = false
    isInForeground = inForeground
    send(.signal(.resume))
  }

  private var isDelivering = false

  private func deliverQueuedEvents() {
    // One at a time and in order, even when handling an event sends another.
    guard !isDelivering else { return }
    isDelivering = true
    defer { isDelivering = false }
    while isListening, let handler, !queuedEvents.isEmpty {
      handler(queuedEvents.removeFirst())
    }
  }
}
