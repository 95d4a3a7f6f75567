import MVVMC


/// An app the full-screen host runs: it draws frames and handles keys; the host owns the
/// terminal, the event loop and the redraws.
///
/// The host asks for a frame after every event (a key, a resize, a redraw request) and writes
/// only the lines that changed, so an event that changes nothing writes nothing.
@MainActor
public protocol TerminalApp: AnyObject {
  /// The lines to show, laid out for `size`: at most `size.rows` lines, none wider than
  /// `size.columns` columns. Lines may hold SGR escape sequences the app's renderer wrote.
  func frame(in size: TerminalSize) -> [String]

  /// Handles one key.
  func handle(_ key: Key) -> KeyResponse

  /// Called once when the host starts; call `redraw` whenever state changed outside a key
  /// (a timer fired, a load finished) so the host draws a new frame.
  func attach(redraw: @escaping @MainActor () -> Void)
}
