/// The terminal the full-screen host draws on and reads from: the real one
/// (``SystemTerminal``) or one in memory for tests (``VirtualTerminal``).
///
/// The device does the system's part: the terminal's input mode, writing bytes, its size, and
/// telling the host about input and signals. The host writes every escape sequence itself
/// (alternate screen, cursor, bracketed paste), so both devices see exactly the same bytes.
///
/// ```swift
/// let terminal = VirtualTerminal(size: TerminalSize(columns: 40, rows: 10))
/// try terminal.enterRawMode()
/// try terminal.write(Array("\u{1B}[1;1Hhello".utf8))
/// terminal.screenLines[0]  // "hello"
/// ```
@MainActor
public protocol TerminalDevice: AnyObject {
  /// The terminal's size now.
  var size: TerminalSize { get }

  /// Puts the input in raw mode: no echo, no line editing, no signal keys (Ctrl-C and Ctrl-Z
  /// arrive as bytes), no output processing. Remembers the mode to restore.
  func enterRawMode() throws
  /// Restores the mode saved by ``enterRawMode()``; does nothing if it was not entered.
  func restoreMode()
  /// Writes all of `bytes`, or throws; never traps, even when the terminal is gone.
  func write(_ bytes: [UInt8]) throws
  /// Starts telling `handler` about input and signals, on the main actor, until
  /// ``stopEvents()``. From now on the signals in ``TerminalSignal`` are the host's to handle.
  func startEvents(_ handler: @escaping @MainActor (TerminalEvent) -> Void)
  /// Stops the events and gives the signals their default behaviour back.
  func stopEvents()
  /// Stops the process as Ctrl-Z does. The stop may take effect only after this returns; the
  /// device reports `SIGCONT` (``TerminalSignal/resume``) once the process is continued
  /// (`fg`, or `bg`), and the host writes nothing until then.
  func suspendProcess()
  /// Whether this process is in the terminal's foreground process group: the one the
  /// terminal's keys go to. After `bg` it is not, and must leave the terminal alone.
  var isInForeground: Bool { get }
}

extension TerminalDevice {
  /// Always in the foreground, for a device without job control.
  public var isInForeground: Bool { true }
}
