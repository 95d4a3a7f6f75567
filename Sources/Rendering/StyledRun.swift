/// A piece of one terminal line in a single style.
///
/// Its text is already sanitised (see ``Swift/String/sanitizedForTerminal``): it holds no
/// control character, so a renderer can write it as it is.
///
/// ```swift
/// let run = StyledRun("Players", style: .title)
/// run.text         // "Players"
/// run.displayWidth // 7
/// ```
public struct StyledRun: Equatable, Hashable, Sendable {
  /// The characters to print.
  public var text: String
  /// What the characters are.
  public var style: TerminalStyle

  /// Creates a run.
  public init(_ text: String, style: TerminalStyle = .body) {
    self.text = text
    self.style = style
  }

  /// The number of terminal columns the run takes.
  public var displayWidth: Int { text.displayWidth }
}
