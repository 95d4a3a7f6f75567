/// A player an error about a feed names: their place in the feed, from 1, and their name when
/// the feed gives one as text.
///
/// ```swift
/// FeedPlayerReference(index: 3, name: "Denis FRANCHI").description  // "player 3 (\"Denis FRANCHI\")"
/// FeedPlayerReference(index: 3, name: nil).description              // "player 3"
/// ```
package struct FeedPlayerReference: Equatable, Sendable, CustomStringConvertible {
  /// The player's place in the feed, counted from 1.
  package var index: Int
  /// The player's name, as the feed wrote it.
  package var name: String?

  package init(index: Int, name: String?) {
    self.index = index
    self.name = name
  }

  /// `player 3 ("Denis FRANCHI")`, in English.
  package var description: String {
    "player \(index)\(quotedName)"
  }

  /// ` ("Denis FRANCHI")`, the name quoted and cut for a message, or nothing.
  var quotedName: String {
    name.map { " (\($0.quotedForMessage()))" } ?? ""
  }
}
