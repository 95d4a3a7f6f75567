/// The bytes that turn one frame on the terminal into the next, writing only what changed.
///
/// Each changed row is written as: cursor to the row's first column (`ESC [ row ; 1 H`), erase
/// the row (`ESC [ K`), the line, and a colour reset if the line has escape sequences
/// (`ESC [ 0 m`, so the next row's erase uses the default colours). The erase comes first
/// because the host draws with wrapping off: after a line as wide as the terminal the cursor
/// stays on its last column, and an erase written there would take that column away. Rows that
/// were drawn before and are blank now are erased. An unchanged frame gives no bytes at all.
///
/// With no previous frame, or when the size changed (everything may have moved), the whole
/// screen is cleared (`ESC [ 0 m ESC [ H ESC [ 2 J`) and every non-blank line written.
///
/// ```swift
/// let size = TerminalSize(columns: 20, rows: 3)
/// let old = Frame(lines: ["Players", "MESSI"], size: size)
/// let new = Frame(lines: ["Players", "NEYMAR"], size: size)
/// FrameDiff.bytes(from: old, to: new)  // "\e[2;1H\e[KNEYMAR" as UTF-8
/// FrameDiff.bytes(from: new, to: new)  // []
/// ```
public enum FrameDiff {
  /// The bytes that update the terminal from `previous` to `next`.
  ///
  /// - Parameters:
  ///   - previous: What the terminal shows, or `nil` if it is unknown (first frame, after a
  ///     suspend): then the whole screen is drawn.
  ///   - next: What it should show.
  /// - Complexity: O(*n*) in the total length of both frames.
  public static func bytes(from previous: Frame?, to next: Frame) -> [UInt8] {
    var output: [UInt8] = []
    guard let previous, previous.size == next.size else {
      output.append(contentsOf: "\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8)
      for (row, line) in next.lines.enumerated() where !line.isEmpty {
        appendLine(line, row: row, erase: false, to: &output)
      }
      return output
    }
    for row in 0..<max(previous.lines.count, next.lines.count) {
      let old = row < previous.lines.count ? previous.lines[row] : ""
      let new = row < next.lines.count ? next.lines[row] : ""
      if old != new {
        appendLine(new, row: row, erase: true, to: &output)
      }
    }
    return output
  }

  private static func appendLine(
    _ line: String, row: Int, erase: Bool, to output: inout [UInt8]
  ) {
    output.append(contentsOf: "\u{1B}[\(row + 1);1H".utf8)
    if erase {
      output.append(contentsOf: "\u{1B}[K".utf8)
    }
    output.append(contentsOf: line.utf8)
    if line.utf8.contains(0x1B) {
      output.append(contentsOf: "\u{1B}[0m".utf8)
    }
  }
}
