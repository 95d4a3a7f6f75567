import Rendering

/// A readable line-by-line difference between two texts, with escapes shown visibly.
///
/// Lines only in the expected text start with `-`, lines only in the actual text with `+`,
/// common lines with two spaces; each line is shown through ``Swift/String/visibleEscapes``,
/// so a stray `\e[1m` or `\u{9B}` is plain to see. Long runs of common lines are elided.
///
/// ```swift
/// print(LineDiff(expected: "a\nb\n", actual: "a\n\u{1B}[1mb\n"))
/// //   a
/// // - b
/// // + \e[1mb
/// ```
///
/// - Complexity: O(*m* × *n*) time and space in the numbers of lines (a longest common
///   subsequence), fine for the screens and documents tests compare.
public struct LineDiff: CustomStringConvertible, Sendable {
  /// One line of the difference.
  public enum Line: Equatable, Sendable {
    /// In both texts.
    case common(String)
    /// Only in the expected text.
    case removed(String)
    /// Only in the actual text.
    case added(String)
  }

  /// The lines of the difference, in order.
  public var lines: [Line]

  /// Compares two texts line by line.
  public init(expected: String, actual: String) {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // common[i][j]: the length of the longest common subsequence of old[i...] and new[j...].
    var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        common[i][j] =
          old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var lines: [Line] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        lines.append(.common(old[i]))
        i += 1
        j += 1
      } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
        lines.append(.removed(old[i]))
        i += 1
      } else {
        lines.append(.added(new[j]))
        j += 1
      }
    }
    self.lines = lines
  }

  /// Whether the texts are the same.
  public var isEmpty: Bool {
    lines.allSatisfy { if case .common = $0 { true } else { false } }
  }

  /// The difference, with at most two common lines kept around each change.
  public var description: String {
    let context = 2
    let changed = lines.indices.filter { if case .common = lines[$0] { false } else { true } }
    var shown: [String] = []
    var lastShown = -1
    for index in lines.indices {
      let isNearChange = changed.contains { abs($0 - index) <= context }
      guard isNearChange else { continue }
      if index > lastShown + 1 { shown.append("  …") }
      lastShown = index
      switch lines[index] {
      case .common(let text): shown.append("  " + text.visibleEscapes)
      case .removed(let text): shown.append("- " + text.visibleEscapes)
      case .added(let text): shown.append("+ " + text.visibleEscapes)
      }
    }
    if lastShown >= 0, lastShown < lines.count - 1 { shown.append("  …") }
    return shown.joined(separator: "\n")
  }
}
