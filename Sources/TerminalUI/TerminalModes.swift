/// The state of a terminal that full-screen mode changes, as a ``VirtualTerminal`` sees it.
///
/// Tests compare it with ``restored`` after every way out of the host.
///
/// ```swift
/// #expect(terminal.modes == .restored)
/// ```
public struct TerminalModes: Hashable, Sendable {
  /// Whether the input is in raw mode.
  public var isRawMode: Bool
  /// Whether the alternate screen is shown.
  public var isAlternateScreen: Bool
  /// Whether the cursor is shown.
  public var isCursorVisible: Bool
  /// Whether bracketed paste is on.
  public var isBracketedPasteEnabled: Bool
  /// Whether lines wrap at the right edge.
  public var isAutowrapEnabled: Bool
  /// Whether colours and styles are reset.
  public var isStyleReset: Bool
  /// Whether the terminal reports mouse clicks and the wheel (`?1000`), in SGR form (`?1006`).
  public var isMouseReportingEnabled: Bool

  /// Creates a set of modes; each one not given is as a shell leaves it (``restored``).
  public init(
    isRawMode: Bool = false, isAlternateScreen: Bool = false, isCursorVisible: Bool = true,
    isBracketedPasteEnabled: Bool = false, isAutowrapEnabled: Bool = true,
    isStyleReset: Bool = true, isMouseReportingEnabled: Bool = false
  ) {
    self.isMouseReportingEnabled = isMouseReportingEnabled
    self.isRawMode = isRawMode
    self.isAlternateScreen = isAlternateScreen
    self.isCursorVisible = isCursorVisible
    self.isBracketedPasteEnabled = isBracketedPasteEnabled
    self.isAutowrapEnabled = isAutowrapEnabled
    self.isStyleReset = isStyleReset
  }

  /// A terminal as a shell leaves it: cooked input, main screen, cursor shown, no paste
  /// brackets, lines wrap, default colours.
  public static let restored = TerminalModes()

  /// A terminal as the full-screen host keeps it while it runs.
  public static let fullScreen = TerminalModes(
    isRawMode: true, isAlternateScreen: true, isCursorVisible: false,
    isBracketedPasteEnabled: true, isAutowrapEnabled: false, isMouseReportingEnabled: true)
}
