extension TerminalLayout {
  /// A line of the layout that shows one choice: a table's row or an option.
  ///
  /// A host that takes mouse clicks finds here what was clicked: the block (its index in
  /// ``Screen/blocks``) and the row or option (its index in the block).
  package struct Choice: Equatable, Hashable, Sendable {
    /// The line's index in ``TerminalLayout/lines(for:)``.
    package var line: Int
    /// The index of the table or option list in the screen's blocks.
    package var block: Int
    /// The index of the row or option in its block.
    package var index: Int
  }

  /// The lines that show a table's row or an option, top to bottom.
  ///
  /// They follow ``lines(for:)`` exactly: the same sections, the same blank lines between
  /// them. A table's rows come after its header and rule, one line each; options take one line
  /// each.
  ///
  /// - Complexity: that of ``lines(for:)``.
  package func choices(for screen: Screen) -> [Choice] {
    var choices: [Choice] = []
    // The line the next section starts at, counting the blank line before it.
    var next = 0
    func place(_ section: [StyledLine]) -> Int? {
      guard section.contains(where: { !$0.trimmingTrailingSpaces().runs.isEmpty }) else {
        return nil
      }
      let start = next == 0 ? 0 : next + 1
      next = start + section.count
      return start
    }
    _ = place(headerLines(for: screen))
    for (blockIndex, block) in screen.blocks.enumerated() {
      guard let start = place(lines(for: block)) else { continue }
      switch block {
      case .table(let table) where !table.columns.isEmpty:
        // The column titles and the rule come first.
        choices += table.rows.indices.map {
          Choice(line: start + 2 + $0, block: blockIndex, index: $0)
        }
      case .options(let list):
        choices += list.options.indices.map {
          Choice(line: start + $0, block: blockIndex, index: $0)
        }
      default:
        break
      }
    }
    return choices
  }
}
