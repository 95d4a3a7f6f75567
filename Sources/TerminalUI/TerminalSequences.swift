/// The escape sequences the host writes to enter and leave full-screen mode.
///
/// Shared by the host and the virtual terminal's tests; not part of the public API.
package enum TerminalSequences {
  /// Alternate screen on, cursor hidden, bracketed paste on, line wrap off (a line too wide is
  /// cut at the edge instead of pushing the frame down), mouse reports on: clicks and the wheel
  /// (`?1000`) in SGR form (`?1006`, `ESC [ < button ; column ; row M`).
  package static let enterFullScreen = Array(
    "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[?7l\u{1B}[?1000h\u{1B}[?1006h".utf8)

  /// Mouse reports off, colours reset, line wrap on, bracketed paste off, cursor shown, main
  /// screen back: the reverse of ``enterFullScreen``. Every way out of the host writes it (quit,
  /// Ctrl-C, a signal, an error, a suspend), so the shell never receives mouse reports.
  package static let leaveFullScreen = Array(
    "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?7h\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l".utf8)
}
