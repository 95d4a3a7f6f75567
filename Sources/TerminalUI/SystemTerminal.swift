import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's own terminal: standard input for keys, standard output for frames.
///
/// - Raw mode is set with `tcsetattr` on the input, as `cfmakeraw` does (no echo, no line
///   editing, no signal keys, no CR/NL translation, 8-bit characters, no output processing),
///   with reads that wait for at least one byte. The mode before is saved and restored exactly.
/// - Writes go through `write(2)` in a loop, retrying after `EINTR` and waiting for the
///   output after `EAGAIN`; any other failure (`EPIPE`, `EIO` once the terminal is gone) is
///   thrown as a ``TerminalError``. `SIGPIPE` is ignored while in raw mode, so a closed
///   output is an error to report instead of a silent death.
/// - Input is read on the main queue when a dispatch source says it is readable, never with a
///   blocking read, so timers and debounced bindings keep firing.
/// - Signals come through dispatch signal sources on the main queue; their default actions are
///   turned off while events run, and the actions from before are put back by ``stopEvents()``.
///
/// ```swift
/// guard SystemTerminal.isInteractive else { return runLineMode() }
/// let exit = await FullScreenHost(app: app, terminal: SystemTerminal()).run()
/// ```
@MainActor
public final class SystemTerminal: TerminalDevice {
  /// The descriptor keys are read from.
  public let inputDescriptor: Int32
  /// The descriptor frames are written to.
  public let outputDescriptor: Int32

  private var savedMode: termios?
  private var inputSource: (any DispatchSourceRead)?
  private var signalSources: [any DispatchSourceSignal] = []
  private var handler: (@MainActor (TerminalEvent) -> Void)?
  private var isListening = false
  /// The signal actions before ``startEvents(_:)``, put back by ``stopEvents()``.
  private var savedActions: [Int32: sigaction] = [:]
  /// The `SIGPIPE` action before raw mode, put back by ``restoreMode()``.
  private var savedPipeAction: sigaction?

  /// Whether standard input and standard output are both terminals: the condition for running
  /// full screen.
  public static var isInteractive: Bool {
    isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
  }

  /// Creates the terminal on standard input and output, or on other descriptors.
  public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
    inputDescriptor = input
    outputDescriptor = output
  }

  /// The size from `TIOCGWINSZ` on the output (or the input); 80×24 if neither can tell.
  public var size: TerminalSize {
    for descriptor in [outputDescriptor, inputDescriptor] {
      var window = winsize()
      if ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
        return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
      }
    }
    return TerminalSize(columns: 80, rows: 24)
  }

  public func enterRawMode() throws {
    var mode = termios()
    guard tcgetattr(inputDescriptor, &mode) == 0 else {
      throw TerminalError(operation: "tcgetattr", code: errno)
    }
    let original = mode
    mode.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
    mode.c_oflag &= ~tcflag_t(OPOST)
    mode.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
    mode.c_cflag &= ~tcflag_t(CSIZE | PARENB)
    mode.c_cflag |= tcflag_t(CS8)
    // A read returns as soon as one byte is there, and only the readable source starts one.
    withUnsafeMutableBytes(of: &mode.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    try setMode(mode)
    if savedMode == nil {
      savedMode = original
      // A closed output must be a write error to report, not a silent death by SIGPIPE.
      var previous = sigaction()
      if sigaction(SIGPIPE, nil, &previous) == 0 { savedPipeAction = previous }
      signal(SIGPIPE, SIG_IGN)
    }
  }

  public func restoreMode() {
    guard let savedMode else { return }
    // Best effort: there is nobody to report a failure to on the way out.
    try? setMode(savedMode)
    self.savedMode = nil
    if var action = savedPipeAction {
      sigaction(SIGPIPE, &action, nil)
      savedPipeAction = nil
    }
  }

  private func setMode(_ mode: termios) throws {
    var mode = mode
    while tcsetattr(inputDescriptor, TCSANOW, &mode) != 0 {
      guard errno == EINTR else { throw TerminalError(operation: "tcsetattr", code: errno) }
    }
  }

  public func write(_ bytes: [UInt8]) throws {
    let failure = bytes.withUnsafeBytes { writeAll($0, to: outputDescriptor) }
    if let failure { throw TerminalError(operation: "write", code: failure) }
  }

  public func startEvents(_ handler: @escaping @MainActor (TerminalEvent) -> Void) {
    stopEvents()
    self.handler = handler
    isListening = true
    for number in TerminalSignal.allCases.map(\.number) {
      var previous = sigaction()
      if sigaction(number, nil, &previous) == 0 { savedActions[number] = previous }
      // Ignored as a default action, still delivered to the dispatch source.
      signal(number, SIG_IGN)
    }
    for terminalSignal in TerminalSignal.allCases {
      let source = DispatchSource.makeSignalSource(signal: terminalSignal.number, queue: .main)
      source.setEventHandler { [weak self] in
        MainActor.assumeIsolated { self?.deliver(.signal(terminalSignal)) }
      }
      source.resume()
      signalSources.append(source)
    }
    let source = DispatchSource.makeReadSource(fileDescriptor: inputDescriptor, queue: .main)
    source.setEventHandler { [weak self] in
      MainActor.assumeIsolated { self?.readInput() }
    }
    source.resume()
    inputSource = source
  }

  public func stopEvents() {
    inputSource?.cancel()
    inputSource = nil
    for source in signalSources { source.cancel() }
    signalSources.removeAll()
    for (number, var action) in savedActions {
      sigaction(number, &action, nil)
    }
    savedActions.removeAll()
    isListening = false
    handler = nil
  }

  /// Sends `SIGSTOP` to the whole process group, as the terminal's Ctrl-Z would send
  /// `SIGTSTP`; the `SIGCONT` source reports when it is continued.
  ///
  /// `SIGSTOP` because `SIGTSTP` is routed to a dispatch source while events run and cannot
  /// stop the process then; `SIGSTOP` cannot be caught, blocked or ignored. The call can
  /// return before the process stops: a signal sent to a process is taken by the thread the
  /// kernel picks, and on Linux the main queue is not served by the main thread once
  /// `dispatch_main()` runs, so the calling thread may go on for a moment. That is why the
  /// host waits for `SIGCONT` instead of going back to full screen when this returns.
  public func suspendProcess() {
    kill(0, SIGSTOP)
  }

  /// Whether the terminal's foreground process group is this process's (`tcgetpgrp`); `true`
  /// when the input is not a terminal, which has no foreground to lose.
  public var isInForeground: Bool {
    let foreground = tcgetpgrp(inputDescriptor)
    return foreground < 0 || foreground == getpgrp()
  }

  private func deliver(_ event: TerminalEvent) {
    guard isListening else { return }
    handler?(event)
  }

  private func readInput() {
    // Readable says there is something; poll again so that a spurious wake-up never blocks
    // the main thread in read(2).
    var descriptor = pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, 0) > 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { systemRead(inputDescriptor, $0.baseAddress!, 4096) }
    if count > 0 {
      deliver(.input(Array(buffer[0..<count])))
    } else if count == 0 {
      inputSource?.cancel()
      deliver(.inputEnded)
    } else if errno != EINTR, errno != EAGAIN, errno != EWOULDBLOCK {
      let error = TerminalError(operation: "read", code: errno)
      inputSource?.cancel()
      deliver(.inputFailed(error))
    }
  }
}

/// read(2), from Glibc or Darwin.
private func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int
{
  #if canImport(Glibc)
    Glibc.read(descriptor, bytes, count)
  #else
    Darwin.read(descriptor, bytes, count)
  #endif
}
