import Rendering

/// A piece of one terminal line in a single style.
///
/// Its text is already sanitised (see ``/Rendering/Swift/String/sanitizedForTerminal``): it holds
/// no control character, so a renderer can write it as it is.
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
  /// What a renderer that writes escape sequences shows instead of ``text``, in no more
  /// columns: Unicode blocks for a chart's bar (`███▌` where plain text has `####`), a short
  /// label for a ``link``. `nil` when it shows ``text``.
  public var richText: String?
  /// The checked `https` address the run stands for, such as a photo's: a renderer that writes
  /// escape sequences may make the run a terminal hyperlink (OSC 8) to it. The layout sets it
  /// only for addresses of printable ASCII (see ``Swift/String/terminalHyperlinkAddress``), so
  /// it can never carry an escape sequence.
  public var link: String?

  /// Creates a run.
  ///
  /// - Parameters:
  ///   - text: The characters to print, already sanitised.
  ///   - style: What the characters are.
  ///   - richText: What a renderer that writes escapes shows instead, in no more columns.
  ///   - link: A checked address the run stands for.
  public init(
    _ text: String, style: TerminalStyle = .body, richText: String? = nil, link: String? = nil
  ) {
    self.text = text
    self.style = style
    self.richText = richText
    self.link = link
  }

  /// The number of terminal columns the run takes.
  public var displayWidth: Int { text.displayWidth }
}
