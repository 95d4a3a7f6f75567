/// What the app did with a key.
public enum KeyResponse: Equatable, Sendable {
  /// The key was used; the host draws a new frame (and writes nothing if it is unchanged).
  case handled
  /// The key means nothing here; the host does not redraw.
  case ignored
  /// The app wants to end; the host restores the terminal and returns.
  case quit
}
