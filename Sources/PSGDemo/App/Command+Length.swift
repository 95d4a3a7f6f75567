import MVVMC

extension Command {
  /// The most bytes (UTF-8) of text a command may carry: a search, a filter's name, a row
  /// number or a line the scene does not know.
  ///
  /// Ten times the longest name in any squad, and short enough that no command spends time on
  /// a megabyte pasted by mistake: ``DemoSession/execute(_:)`` refuses a longer one with a
  /// ``CommandError``, before any scene sees it.
  ///
  /// ```swift
  /// Command.search(String(repeating: "a", count: 2_000)).textLength  // 2000: refused
  /// ```
  package static let maximumTextLength = 1024

  /// The most bytes (UTF-8) of a line ``init(parsing:)`` reads as a command word and its
  /// text; a longer line becomes ``choose(_:)`` with the whole line, which
  /// ``DemoSession/execute(_:)`` refuses as too long, without trimming a megabyte first.
  package static let maximumLineLength = 4 * maximumTextLength

  /// How many bytes (UTF-8) of text the command carries; 0 for a command without text.
  package var textLength: Int {
    argument?.utf8.count ?? 0
  }
}
