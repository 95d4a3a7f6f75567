/// Entering and leaving full-screen mode: at the start and the end of the run, and around a
/// stop (Ctrl-Z or `SIGTSTP`) until `SIGCONT`.
extension FullScreenHost {
  /// Sets raw mode, marks the run running and sets the full-screen modes; on a failure ends
  /// the run (with nothing to restore if the first raw mode failed) and returns `false`.
  func enterFullScreen() -> Bool {
    do {
      try terminal.enterRawMode()
    } catch {
      end(.failed(Self.terminalError(error, operation: "enter raw mode")))
      return false
    }
    state = .running
    return write(TerminalSequences.enterFullScreen)
  }

  /// Restores the terminal and stops the process: Ctrl-Z the app ignores, or `SIGTSTP`.
  func suspend() {
    guard state == .running else { return }
    state = .suspended
    cancelInputTimers()
    // A half-read sequence or paste will not be finished after the stop: drop it.
    _ = decoder.flushPendingEscape()
    _ = decoder.finishPaste()
    restoreTerminal()
    // The stop can take effect after this returns (a signal sent to the process is taken by
    // whichever thread the kernel picks, not necessarily this one), so nothing is written
    // until `SIGCONT` says the process was stopped and continued: see `continueAfterStop()`.
    terminal.suspendProcess()
  }

  /// Called on `SIGCONT` while suspended. Continued with `bg`, the terminal belongs to the
  /// shell: changing its modes would make them the shell's (bash keeps the modes it finds
  /// after each command), and `fg` sends no `SIGCONT` to a job that runs. So stop again, as
  /// the kernel stops a background process that touches the terminal (`SIGTTOU`), and wait
  /// for the `SIGCONT` of `fg`.
  func continueAfterStop() {
    guard state == .suspended else { return }
    guard terminal.isInForeground else {
      terminal.suspendProcess()
      return
    }
    state = .running
    reenterFullScreen()
  }

  /// Sets raw mode and the full-screen modes again and draws the whole frame: after a stop,
  /// the shell has used the screen and may have put back the terminal modes it saved (bash
  /// does on `fg`), so nothing on the terminal can be trusted. Called on every `SIGCONT` in
  /// the foreground.
  func reenterFullScreen() {
    guard enterFullScreen() else { return }
    shownFrame = nil
    redraw()
  }

  /// Leaves full-screen mode: the sequences first, written best effort (the output may be
  /// what failed), then the input mode, which needs no output.
  func restoreTerminal() {
    try? terminal.write(TerminalSequences.leaveFullScreen)
    terminal.restoreMode()
  }
}
