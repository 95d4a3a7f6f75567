/// Makes an app's frame lines safe to write (``Swift/String/keepingOnlySGR``), remembering
/// the last frame so a row that did not change is not scanned again.
///
/// The host draws after every key; most rows of a frame are the rows of the frame before
/// (the title, the field's neighbours, the footer), and comparing a line with the one drawn
/// at that row costs less than scanning its escape sequences again.
///
/// ```swift
/// var guard = FrameLineGuard()
/// let first = guard.safeLines(["\u{1B}[1mPlayers\u{1B}[0m", "\u{1B}[2J"])
/// // ["\u{1B}[1mPlayers\u{1B}[0m", "^[[2J"]
/// let second = guard.safeLines(["\u{1B}[1mPlayers\u{1B}[0m", "MESSI"])  // row 0 reused
/// ```
package struct FrameLineGuard {
  private var lastLines: [String] = []
  private var lastSafeLines: [String] = []

  package init() {}

  /// The lines with their SGR sequences kept and every other control shown visibly.
  package mutating func safeLines(_ lines: some Collection<String>) -> [String] {
    var safe: [String] = []
    safe.reserveCapacity(lines.count)
    for (row, line) in lines.enumerated() {
      if row < lastLines.count, lastLines[row] == line {
        safe.append(lastSafeLines[row])
      } else {
        safe.append(line.keepingOnlySGR)
      }
    }
    lastLines = Array(lines)
    lastSafeLines = safe
    return safe
  }
}
