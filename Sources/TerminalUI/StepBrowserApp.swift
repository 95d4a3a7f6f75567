import MVVMC

/// A ``StepBrowser`` alone in the full-screen host: the replay of a recording. `r` ends it
/// with the step to go on live from; `Esc`, `q` and Ctrl-C end it.
///
/// ```swift
/// let app = StepBrowserApp(browser: browser)
/// _ = await FullScreenHost(app: app, terminal: SystemTerminal()).run()
/// if let seq = app.resumedStep { /* open step seq's route in a fresh app */ }
/// ```
@MainActor
public final class StepBrowserApp: TerminalApp {
  /// The browser shown.
  public let browser: StepBrowser
  /// The step to go on live from, once `r` ended the replay; `nil` otherwise.
  public private(set) var resumedStep: Int?

  /// Shows `browser`.
  public init(browser: StepBrowser) {
    self.browser = browser
  }

  public func frame(in size: TerminalSize) -> [String] {
    browser.frame(in: size)
  }

  public func handle(_ key: Key) -> KeyResponse {
    switch browser.handle(key) {
    case .handled: return .handled
    case .ignored: return .ignored
    case .leave, .quit: return .quit
    case .resume(let seq):
      resumedStep = seq
      return .quit
    }
  }

  public func attach(redraw: @escaping @MainActor () -> Void) {}
}
