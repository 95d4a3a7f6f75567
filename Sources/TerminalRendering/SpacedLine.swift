import Rendering

/// A line built piece by piece whose spaces wait, as a count, until text follows them.
///
/// A table row is mostly spaces: the gutter, the padding that aligns each cell and the gap
/// between columns. Counted rather than appended, the spaces between two texts become one run
/// (from a table of spaces, no allocation), and those after the last text, which a line never
/// keeps, are never written at all.
///
/// ```swift
/// var line = SpacedLine(spaceStyle: .body)
/// line.addSpaces(3)
/// line.add("7", style: .secondary)
/// line.addSpaces(2)
/// line.addSpaces(4)
/// line.add("MESSI", style: .strong)
/// line.addSpaces(5)
/// line.line.runs.map(\.text)  // ["   ", "7", "      ", "MESSI"]
/// ```
struct SpacedLine {
  /// The runs written so far: every text added, and the spaces before each.
  private(set) var line = StyledLine()
  /// The style of the spaces, whatever the style of the texts around them.
  let spaceStyle: TerminalStyle
  /// Spaces added since the last text.
  private var pendingSpaces = 0

  /// An empty line whose spaces will be in `spaceStyle`; `runs` is the number of runs to make
  /// room for.
  init(spaceStyle: TerminalStyle, runs: Int = 0) {
    self.spaceStyle = spaceStyle
    line.runs.reserveCapacity(runs)
  }

  /// Adds `count` spaces (none for zero or less), written only if text follows.
  mutating func addSpaces(_ count: Int) {
    pendingSpaces += max(0, count)
  }

  /// Adds `text` in `style`, after the spaces waiting before it; empty text adds nothing.
  ///
  /// - Complexity: O(1) amortised: the text is kept, not copied.
  mutating func add(_ text: String, style: TerminalStyle) {
    guard !text.isEmpty else { return }
    if pendingSpaces > 0 {
      line.runs.append(StyledRun(.spaces(pendingSpaces), style: spaceStyle))
      pendingSpaces = 0
    }
    line.runs.append(StyledRun(text, style: style))
  }
}
