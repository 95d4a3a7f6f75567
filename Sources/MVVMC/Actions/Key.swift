/// One key press (or one bracketed paste) read from a terminal in raw mode.
///
/// The full-screen host decodes standard input into keys (`KeyDecoder`) and hands each one to
/// the app; the app decides what it means in the scene on top. Keys the decoder does not know
/// never reach the app.
///
/// ```swift
/// switch key {
/// case .up, .character("k"):
///   viewModel.moveSelection(by: -1)
///   return .handled
/// case .enter:
///   if let player = viewModel.selectedPlayer.value { router?.showDetail(of: player) }
///   return .handled
/// case .control("c"): return .quit
/// default: return .ignored
/// }
/// ```
public enum Key: Hashable, Sendable {
  /// A printable character, as typed (any Unicode scalar sequence, accents included).
  case character(Character)
  /// A control key: `.control("c")` is Ctrl-C. Always a lowercase ASCII letter.
  case control(Character)
  /// Return or Enter.
  case enter
  /// Escape on its own (not the start of a longer sequence).
  case escape
  /// Backspace (DEL or Ctrl-H).
  case backspace
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Delete (forward).
  case delete
  /// The arrow keys.
  case up, down, left, right
  /// Home and End.
  case home, end
  /// Page Up and Page Down.
  case pageUp, pageDown
  /// Text pasted while bracketed paste was on: delivered whole, never read as keys.
  case paste(String)
  /// A click or a turn of the wheel, while mouse reports are on.
  case mouse(MouseEvent)
}
