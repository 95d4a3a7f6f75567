import Foundation

/// One line the user typed, understood against declared ``Action``s: which action, and the text
/// after its word.
///
/// Parsing knows only the words, which each scene declares with its actions; whether a command
/// makes sense where the user is, the scene decides (``Scene/perform(_:argument:)``).
///
/// ```swift
/// Command(parsing: "/mba", among: actions)       // search, "mba"
/// Command(parsing: "filter gk", among: actions)  // filter, "gk"
/// Command(parsing: "next page", among: actions)  // nil: `next` takes no text
/// ```
package struct Command: Equatable, Sendable {
  /// The action the command names, such as `search` or `prev`.
  package var name: Action.Name
  /// The text after its word, as typed and trimmed; `nil` for an action without one.
  package var argument: String?

  /// A command naming `name` with `argument`.
  package init(_ name: Action.Name, argument: String? = nil) {
    self.name = name
    self.argument = argument
  }

  /// The text after the word, or the empty string.
  package var text: String { argument ?? "" }

  /// Reads `line` (already trimmed, not empty) with the first of `actions` whose prefix starts
  /// it or whose word is its first word, case ignored; `nil` when none reads it (the word is
  /// unknown, or takes no text and some follows).
  package init?(parsing line: String, among actions: [Action]) {
    for action in actions {
      if let prefix = action.prefix, line.starts(with: prefix) {
        let rest = line.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
        self.init(action.name, argument: rest)
        return
      }
    }
    let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
    guard let first = parts.first else { return nil }
    let word = first.lowercased()
    let text = parts.count > 1 ? String(parts[1]).trimmingCharacters(in: .whitespaces) : ""
    guard let action = actions.first(where: { $0.words.contains(word) }) else { return nil }
    switch action.argument {
    case .none:
      guard text.isEmpty else { return nil }
      self.init(action.name)
    case .optional:
      self.init(action.name, argument: text.isEmpty ? nil : text)
    case .text:
      self.init(action.name, argument: text)
    case .textOr(_, let bare):
      self.init(text.isEmpty ? bare : action.name, argument: text.isEmpty ? nil : text)
    }
  }
}
