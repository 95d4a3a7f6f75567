import Rendering
import TerminalRendering

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
/// - Complexity: That of `difference(from:)`: close to linear in the numbers of lines when the
///   texts are mostly alike, as a golden file and its output are; O(*m* × *n*) at worst.
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
  ///
  /// The standard library finds the changes; where lines are replaced, the removed ones come
  /// first, so a changed line reads as `-` then `+`.
  public init(expected: String, actual: String) {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var removedOffsets = Set<Int>()
    var addedOffsets = Set<Int>()
    for change in new.difference(from: old) {
      switch change {
      case .remove(let offset, _, _): removedOffsets.insert(offset)
      case .insert(let offset, _, _): addedOffsets.insert(offset)
      }
    }
    var lines: [Line] = []
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < old.count || newIndex < new.count {
      if removedOffsets.contains(oldIndex) {
        lines.append(.removed(old[oldIndex]))
        oldIndex += 1
      } else if addedOffsets.contains(newIndex) {
        lines.append(.added(new[newIndex]))
        newIndex += 1
      } else {
        lines.append(.common(old[oldIndex]))
        oldIndex += 1
        newIndex += 1
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
    var isShown = Array(repeating: false, count: lines.count)
    for (index, line) in lines.enumerated() {
      if case .common = line { continue }
      for near in max(0, index - context)...min(lines.count - 1, index + context) {
        isShown[near] = true
      }
    }
    var shown: [String] = []
    var lastShown = -1
    for index in lines.indices where isShown[index] {
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
