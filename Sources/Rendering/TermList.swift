/// A list of terms, each with its description, laid out in plain lines: the one layout of the
/// in-app help, `--help` and the full-screen key overlay.
///
/// Wide, the terms start at ``indent`` and are padded to one column; each description starts
/// two columns after the widest term and wraps under itself. When that leaves a description
/// fewer than ``minimumDescriptionWidth`` columns, every term gets a line of its own and its
/// description follows on the lines below, two columns further in. No line is wider than the
/// width, and none ends with a space; an entry with no words has no line. The lines hold no
/// escape sequence: a host may style them.
///
/// ```swift
/// let list = TermList([("search TEXT", "Search by name"), ("quit", "Quit")])
/// list.lines(width: 40)  // ["  search TEXT  Search by name", "  quit         Quit"]
/// list.lines(width: 20)  // ["  search TEXT", "    Search by name", "  quit", "    Quit"]
/// ```
package struct TermList: Sendable, Equatable {
  /// One term and what it means.
  package struct Entry: Sendable, Equatable {
    /// What is described: a command, a flag, a key.
    package var term: String
    /// What it does.
    package var description: String

    package init(_ term: String, _ description: String) {
      self.term = term
      self.description = description
    }
  }

  /// The fewest columns a description keeps beside the terms before it goes below them.
  package static let minimumDescriptionWidth = 16
  /// The spaces between the widest term and the descriptions.
  package static let gap = 2

  /// The entries, in order.
  package var entries: [Entry]
  /// The columns before each term (never more than half the width).
  package var indent: Int
  /// The columns the terms are padded to: the widest term's, or more to line this list up
  /// with another one (see ``init(_:indent:termWidth:)``).
  package var termWidth: Int

  /// A list of `entries`, the terms `indent` columns in.
  ///
  /// - Parameter termWidth: The column width of the terms, when lists laid out one after the
  ///   other must share it (the widest term of them all); never narrower than this list's
  ///   widest term.
  package init(_ entries: [Entry], indent: Int = 2, termWidth: Int = 0) {
    self.entries = entries
    self.indent = max(0, indent)
    self.termWidth = max(termWidth, Self.widestTerm(of: entries))
  }

  /// A list of `(term, description)` pairs.
  package init(
    _ pairs: [(term: String, description: String)], indent: Int = 2, termWidth: Int = 0
  ) {
    self.init(pairs.map { Entry($0.term, $0.description) }, indent: indent, termWidth: termWidth)
  }

  /// The columns of the widest term of `entries` (0 for none).
  package static func widestTerm(of entries: [Entry]) -> Int {
    entries.lazy.map(\.term.displayWidth).max() ?? 0
  }

  /// Whether `width` columns leave the descriptions room beside the terms.
  package func isWide(width: Int) -> Bool {
    let width = max(width, 1)
    let indent = min(indent, width / 2)
    // Subtracted one by one, so a huge term width cannot overflow.
    return width - indent - termWidth - Self.gap >= Self.minimumDescriptionWidth
  }

  /// The list laid out in at most `width` columns (at least 1).
  package func lines(width: Int) -> [String] {
    let width = max(width, 1)
    // Indents keep at least half the line for the words, whatever the width.
    let indent = min(indent, width / 2)
    var lines: [String] = []
    if isWide(width: width) {
      let column = indent + termWidth + Self.gap
      let margin = String(repeating: " ", count: indent)
      let hanging = String(repeating: " ", count: column)
      let gap = String(repeating: " ", count: Self.gap)
      for entry in entries {
        let description = entry.description.wrapped(toWidth: width - column)
        let first = margin + entry.term.padded(toWidth: termWidth) + gap + (description.first ?? "")
        // An entry with no words has no line, as in the narrow form.
        guard !description.isEmpty || first.contains(where: { $0 != " " }) else { continue }
        lines.append(first)
        lines += description.dropFirst().map { hanging + $0 }
      }
    } else {
      let descriptionIndent = min(indent + Self.gap, width / 2)
      for entry in entries {
        lines += Self.wrap(entry.term, width: width, indent: indent)
        lines += Self.wrap(entry.description, width: width, indent: descriptionIndent)
      }
    }
    return lines.map { $0.droppingTrailingSpaces() }
  }

  private static func wrap(_ text: String, width: Int, indent: Int) -> [String] {
    let margin = String(repeating: " ", count: indent)
    return text.wrapped(toWidth: width - indent).map { margin + $0 }
  }
}
