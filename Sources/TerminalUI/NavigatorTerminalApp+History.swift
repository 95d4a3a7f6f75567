import MVVMC

extension NavigatorTerminalApp {
  /// Shows the history's browser on its last step: the app as it is now.
  func showHistory() {
    guard let history else { return }
    browser = StepBrowser(
      steps: history, renderer: renderer, words: words.stepBrowser,
      inspectionWords: words.inspection, context: makeContext)
  }

  /// A key while the history shows: the browser's, and leaving it, resuming from a step or
  /// quitting.
  func handleHistoryKey(_ key: Key, in browser: StepBrowser) -> KeyResponse {
    switch browser.handle(key) {
    case .handled: return .handled
    case .ignored: return .ignored
    case .quit: return .quit
    case .leave:
      self.browser = nil
      return .handled
    case .resume(let seq):
      self.browser = nil
      if let step = history?.step(seq) { resume?(step) }
      return .handled
    }
  }
}
