/// Something a ``TerminalDevice`` tells the host: bytes typed, the end of input, or a signal.
public enum TerminalEvent: Hashable, Sendable {
  /// The bytes of one read from the keyboard, split anywhere.
  case input([UInt8])
  /// The input ended (end of file): nothing more can be typed.
  case inputEnded
  /// Reading the input failed (`EIO` once the terminal is gone, for example).
  case inputFailed(TerminalError)
  /// A signal arrived.
  case signal(TerminalSignal)
}
