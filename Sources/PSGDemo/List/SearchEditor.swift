/// The text of a search field being typed into, and where its cursor is: the editing keys of a
/// one-line field, on whole characters, so `é` typed as `e` and a combining accent is one.
///
/// The text is capped at ``maximumLength`` characters, so a huge paste costs a bounded amount of
/// memory and time; line breaks and tabs in pasted text become spaces and other control
/// characters are dropped, so the search stays one line of printable text.
///
/// ```swift
/// var editor = SearchEditor(text: "Kylian Mbappé")
/// editor.deleteWordBackward()  // "Kylian "
/// editor.insert("MBA")         // "Kylian MBA", cursor at the end
/// editor.moveLeft()            // cursor before "A"
/// ```
struct SearchEditor: Equatable {
  /// The most characters the field holds.
  static let maximumLength = 200

  private var characters: [Character]
  /// How many characters come before the cursor.
  private(set) var cursor: Int

  /// Starts editing `text` (cleaned and capped), with the cursor at its end.
  init(text: String) {
    characters = Array(Self.cleaned(text).prefix(Self.maximumLength))
    cursor = characters.count
  }

  /// The text typed so far.
  var text: String { String(characters) }

  /// Inserts `text` at the cursor, as much of it as fits, and moves the cursor after it.
  /// Returns whether anything changed.
  @discardableResult
  mutating func insert(_ text: String) -> Bool {
    let room = Self.maximumLength - characters.count
    guard room > 0 else { return false }
    let inserted = Array(Self.cleaned(text).prefix(room))
    guard !inserted.isEmpty else { return false }
    characters.insert(contentsOf: inserted, at: cursor)
    cursor += inserted.count
    return true
  }

  /// Deletes the character before the cursor (Backspace).
  @discardableResult
  mutating func deleteBackward() -> Bool {
    guard cursor > 0 else { return false }
    characters.remove(at: cursor - 1)
    cursor -= 1
    return true
  }

  /// Deletes the character after the cursor (Delete).
  @discardableResult
  mutating func deleteForward() -> Bool {
    guard cursor < characters.count else { return false }
    characters.remove(at: cursor)
    return true
  }

  /// Deletes everything before the cursor (Ctrl-U).
  @discardableResult
  mutating func deleteToStart() -> Bool {
    guard cursor > 0 else { return false }
    characters.removeSubrange(0..<cursor)
    cursor = 0
    return true
  }

  /// Deletes the word before the cursor and the spaces after it (Ctrl-W), as a shell does:
  /// `Kylian Mbappé ` becomes `Kylian `.
  @discardableResult
  mutating func deleteWordBackward() -> Bool {
    var start = cursor
    while start > 0, characters[start - 1].isWhitespace { start -= 1 }
    while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
    guard start < cursor else { return false }
    characters.removeSubrange(start..<cursor)
    cursor = start
    return true
  }

  /// Moves the cursor one character left (←).
  @discardableResult
  mutating func moveLeft() -> Bool {
    guard cursor > 0 else { return false }
    cursor -= 1
    return true
  }

  /// Moves the cursor one character right (→).
  @discardableResult
  mutating func moveRight() -> Bool {
    guard cursor < characters.count else { return false }
    cursor += 1
    return true
  }

  /// Moves the cursor to the start (Home).
  @discardableResult
  mutating func moveToStart() -> Bool {
    guard cursor > 0 else { return false }
    cursor = 0
    return true
  }

  /// Moves the cursor to the end (End).
  @discardableResult
  mutating func moveToEnd() -> Bool {
    guard cursor < characters.count else { return false }
    cursor = characters.count
    return true
  }

  /// `text` on one line: line breaks and tabs become spaces, other control characters go.
  private static func cleaned(_ text: String) -> [Character] {
    // Lazy, so a paste of megabytes is read only as far as the field has room.
    let cleaned = text.lazy.compactMap { character -> Character? in
      if character.isNewline || character == "\t" { return " " }
      let isControl = character.unicodeScalars.contains {
        $0.properties.generalCategory == .control
      }
      return isControl ? nil : character
    }
    return Array(cleaned.prefix(maximumLength))
  }
}
