/// How a full-screen run ended. The terminal has been restored in every case.
///
/// ```swift
/// let exit = await FullScreenHost(app: app, terminal: SystemTerminal()).run()
/// if case .failed(let error) = exit { printError(error) }
/// Glibc.exit(exit.status)
/// ```
public enum FullScreenExit: Hashable, Sendable {
  /// The app quit (its quit key, or Ctrl-C it did not use).
  case quit
  /// A signal ended the run: `SIGINT`, `SIGTERM`, `SIGHUP` or `SIGQUIT` sent by another process or by the
  /// terminal going away.
  case signal(TerminalSignal)
  /// The input ended (end of file): nothing more could be typed.
  case inputClosed
  /// Setting up the terminal, reading or writing failed.
  case failed(TerminalError)

  /// The exit status the process should end with: 0 after a quit, 128 + the signal's number
  /// after a signal (130 for `SIGINT`, as a shell reports it), 1 otherwise.
  public var status: Int32 {
    switch self {
    case .quit: 0
    case .signal(let signal): 128 + signal.number
    case .inputClosed, .failed: 1
    }
  }
}
