/// The escape sequences the host writes to enter and leave full-screen mode.
///
/// Shared by the host and the virtual terminal's tests; not part of the public API.
package enum TerminalSequences {
  /// Alternate screen on, cursor hidden, bracketed paste on, line wrap off (a line too wide is
  /// cut at the edge instead of pushing the frame down).
  package static let enterFullScreen = Array(
    "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[?7l".utf8)

  /// Colours reset, line wrap on, bracketed paste off, cursor shown, main screen back: the
  /// reverse of ``enterFullScreen``.
  package static let leaveFullScreen = Array(
    "\u{1B}[0m\u{1B}[?7h\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l".utf8)
}
