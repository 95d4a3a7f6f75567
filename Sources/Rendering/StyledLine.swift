/// One terminal line as a sequence of styled runs.
///
/// A line from ``TerminalLayout`` has no newline, no control character and no trailing space,
/// and is never wider than the layout's width.
///
/// ```swift
/// let line = StyledLine([StyledRun("Search: ", style: .label), StyledRun("mba")])
/// line.text          // "Search: mba"
/// line.displayWidth  // 11
/// ```
public struct StyledLine: Equatable, Hashable, Sendable {
  /// The runs, left to right.
  public var runs: [StyledRun]

  /// Creates a line from its runs.
  public init(_ runs: [StyledRun] = []) {
    self.runs = runs
  }

  /// The line's characters without any style: what a plain-text renderer prints.
  public var text: String { runs.map(\.text).joined() }

  /// The number of terminal columns the line takes.
  public var displayWidth: Int {
    // Run by run, as the joined text would count, without joining it.
    var counter = TerminalColumnCounter()
    for run in runs { counter.add(contentsOf: run.text) }
    return counter.columns
  }
}
