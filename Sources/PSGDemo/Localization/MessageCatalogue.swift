/// Messages in French, found by their English text: each entry is an English format whose
/// `{}` stand for the parts that vary (a number, a typed word), and its French translation,
/// whose `{1}`, `{2}`… put those parts back, as gettext finds a translation by its English
/// `msgid`.
///
/// It serves the messages built where no language is known: a route is read before any
/// session (`--open` is an option), and the framework's parser speaks English. Matching is a
/// scan of literal pieces from left to right, so a message of any length costs time linear in
/// its length; a message no entry matches is returned as it is, which the tests catch.
///
/// ```swift
/// let catalogue = MessageCatalogue([("no player has the id {}", "aucun joueur n’a l’id {1}")])
/// catalogue.translate("no player has the id 999")   // "aucun joueur n’a l’id 999"
/// ```
package struct MessageCatalogue: Sendable {
  private struct Entry: Sendable {
    /// The English literal pieces around the `{}`s.
    let pieces: [String]
    let french: String
  }

  private let entries: [Entry]

  /// A catalogue of `(english, french)` formats, tried in order: put a longer English format
  /// before one it begins with.
  package init(_ formats: [(english: String, french: String)]) {
    entries = formats.map {
      Entry(pieces: $0.english.components(separatedBy: "{}"), french: $0.french)
    }
  }

  /// `message` in French, or `message` itself when no entry matches it.
  package func translate(_ message: String) -> String {
    for entry in entries {
      guard let parts = Self.parts(of: message, between: entry.pieces) else { continue }
      var french = entry.french
      for (index, part) in parts.enumerated() {
        french = french.replacingOccurrences(of: "{\(index + 1)}", with: String(part))
      }
      return french
    }
    return message
  }

  /// Whether an entry matches `message`.
  package func translates(_ message: String) -> Bool {
    entries.contains { Self.parts(of: message, between: $0.pieces) != nil }
  }

  /// The parts of `message` between `pieces`, each the shortest that lets the next piece
  /// follow, the last running to the last piece at the end; `nil` when it does not fit.
  private static func parts(of message: String, between pieces: [String]) -> [Substring]? {
    guard let first = pieces.first, message.hasPrefix(first) else { return nil }
    var rest = message.dropFirst(first.count)
    guard pieces.count > 1 else { return rest.isEmpty ? [] : nil }
    var parts: [Substring] = []
    for (index, piece) in pieces.enumerated().dropFirst() {
      if index == pieces.count - 1 {
        guard rest.hasSuffix(piece) else { return nil }
        parts.append(rest.dropLast(piece.count))
        return parts
      }
      guard let found = rest.range(of: piece) else { return nil }
      parts.append(rest[..<found.lowerBound])
      rest = rest[found.upperBound...]
    }
    return parts
  }
}
