import MVVMC

/// The words the full-screen adapter writes itself, so an app can show them in its language.
///
/// Everything else on screen comes from the app's scenes and renderer.
///
/// ```swift
/// var words = FullScreenWords.english
/// words.helpTitle = "Touches"
/// words.terminalTooSmall = "Terminal trop petit"
/// let app = NavigatorTerminalApp(navigator: navigator, renderer: renderer, words: words)
/// ```
public struct FullScreenWords: Hashable, Sendable {
  /// The help overlay's title.
  public var helpTitle: String
  /// Shown alone when the terminal is smaller than the adapter's minimum size.
  public var terminalTooSmall: String
  /// The help key, in the footer and the overlay (`?` opens and closes the overlay).
  public var help: KeyHint
  /// What closes the help overlay, shown in the footer while it is open.
  public var closeHelp: KeyHint
  /// The quit key (`q`).
  public var quit: KeyHint
  /// Ctrl-C, which quits too.
  public var interrupt: KeyHint
  /// Ctrl-Z, which suspends.
  public var suspend: KeyHint
  /// The heading of the global keys in the help overlay.
  public var everywhereTitle: String
  /// The inspector key (`i`), which opens and closes the inspector's panel.
  public var inspect: KeyHint
  /// The words of the inspector's panel.
  public var inspection: InspectionWords
  /// The key that shows the run's history (`h`), listed when the app keeps one
  /// (``NavigatorTerminalApp/history``).
  public var history = KeyHint(keys: "h", action: "History")
  /// The words of the history's step browser.
  public var stepBrowser = StepBrowser.Words.english
  /// The key that gives the inspector's panel the focus (`Tab`), listed while it shows.
  public var focusInspector = KeyHint(keys: "Tab", action: "Panel", key: .tab)
  /// The keys of the inspector's panel while it has the focus, listed in the footer instead
  /// of the scene's.
  public var inspectorPanelKeys = [
    KeyHint(keys: "↑/↓", action: "Scroll"),
    KeyHint(keys: "←/→", action: "Scene"),
    KeyHint(keys: "d", action: "Changes"),
    KeyHint(keys: "?", action: "Legend"),
    KeyHint(keys: "Tab/Esc", action: "Back", key: .tab),
  ]

  /// Creates a set of words; each one not given is the English one.
  public init(
    helpTitle: String = "Keys", terminalTooSmall: String = "Terminal too small",
    help: KeyHint = KeyHint(keys: "?", action: "Help"),
    closeHelp: KeyHint = KeyHint(keys: "?/Esc", action: "Close help", key: .escape),
    quit: KeyHint = KeyHint(keys: "q", action: "Quit"),
    interrupt: KeyHint = KeyHint(keys: "Ctrl-C", action: "Quit"),
    suspend: KeyHint = KeyHint(keys: "Ctrl-Z", action: "Suspend"),
    everywhereTitle: String = "Everywhere",
    inspect: KeyHint = KeyHint(keys: "i", action: "Inspect"),
    inspection: InspectionWords = .english
  ) {
    self.helpTitle = helpTitle
    self.terminalTooSmall = terminalTooSmall
    self.help = help
    self.closeHelp = closeHelp
    self.quit = quit
    self.interrupt = interrupt
    self.suspend = suspend
    self.everywhereTitle = everywhereTitle
    self.inspect = inspect
    self.inspection = inspection
  }

  /// The English words, the default.
  public static let english = FullScreenWords()
}
