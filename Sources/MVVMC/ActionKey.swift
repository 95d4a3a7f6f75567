/// A key an ``Action`` answers in a full-screen host, named without depending on any terminal.
///
/// The full-screen host (`TerminalUI`) turns the keys it decodes into these, so an action is
/// declared once, next to its scene, and a host that is not a terminal can map its own input.
///
/// ```swift
/// Action(.open, words: ["open"], keys: [.enter], …)
/// Action(.up, keys: [.up, .character("k")], …)
/// ```
public enum ActionKey: Hashable, Sendable {
  /// A printable character.
  case character(Character)
  /// Return or Enter.
  case enter
  /// Escape, alone.
  case escape
  /// Backspace.
  case backspace
  /// An arrow key.
  case up, down, left, right
  /// Home and End.
  case home, end
  /// Page Up and Page Down.
  case pageUp, pageDown
}
