#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A signal the full-screen host reacts to.
///
/// | signal | what the host does |
/// | --- | --- |
/// | `SIGWINCH` | lays the frame out again for the new size |
/// | `SIGINT`, `SIGTERM`, `SIGHUP`, `SIGQUIT` | restores the terminal and ends with 128 + the signal |
/// | `SIGTSTP` | restores the terminal and stops the process (as Ctrl-Z does) |
/// | `SIGCONT` | enters full-screen mode again and draws the whole frame |
public enum TerminalSignal: Hashable, Sendable, CaseIterable {
  /// `SIGWINCH`: the terminal changed size.
  case resize
  /// `SIGINT`: an interrupt sent by another process (Ctrl-C in raw mode is a key instead).
  case interrupt
  /// `SIGTERM`: asked to end.
  case terminate
  /// `SIGHUP`: the terminal went away.
  case hangUp
  /// `SIGQUIT`: asked to quit by another process (Ctrl-\\ in raw mode is a key instead, which
  /// the host ignores). Ends as `SIGTERM` does, without the runtime's crash report.
  case quit
  /// `SIGTSTP`: asked to stop (Ctrl-Z in raw mode is a key instead).
  case suspend
  /// `SIGCONT`: continued after a stop (`fg`).
  case resume

  /// The signal's number on this system.
  public var number: Int32 {
    switch self {
    case .resize: SIGWINCH
    case .interrupt: SIGINT
    case .terminate: SIGTERM
    case .hangUp: SIGHUP
    case .quit: SIGQUIT
    case .suspend: SIGTSTP
    case .resume: SIGCONT
    }
  }
}
