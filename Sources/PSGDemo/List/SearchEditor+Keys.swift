import MVVMC

/// The search field's editing keys, the same in every scene that shows a field: the list and
/// the comparison's picker.
extension SearchEditor {
  /// What a key did to the field.
  enum KeyOutcome: Equatable {
    /// The text or the cursor may have changed; the field keeps the focus.
    case edited
    /// `Enter`, `↓` or `Esc`: the field gives up the focus, keeping its text.
    case left
  }

  /// Applies `key`: printable keys and pastes are text, `Backspace`, `Delete`, `Ctrl-U` (clear),
  /// `Ctrl-W` (last word), `←`/`→`, `Home`/`End` edit, and `Enter`, `↓` or `Esc` leave.
  ///
  /// ```swift
  /// var editor = SearchEditor(text: "ne")
  /// editor.apply(.character("y"))   // .edited: "ney"
  /// editor.apply(.enter)            // .left
  /// ```
  ///
  /// - Returns: `nil` for a key the field does not use (Ctrl-C, Ctrl-Z), which goes to the host.
  mutating func apply(_ key: Key) -> KeyOutcome? {
    switch key {
    case .character(let character): insert(String(character))
    case .paste(let text): insert(text)
    case .backspace: deleteBackward()
    case .delete: deleteForward()
    case .control("u"): deleteToStart()
    case .control("w"): deleteWordBackward()
    case .left: moveLeft()
    case .right: moveRight()
    case .home: moveToStart()
    case .end: moveToEnd()
    case .enter, .down, .escape: return .left
    default: return nil
    }
    return .edited
  }

  /// The footer's hints while a field has the focus: only keys that act on it, so none of the
  /// host's (`?`, `i`, `q` type text here).
  static func keyHints(_ strings: DemoStrings) -> [KeyHint] {
    [
      KeyHint(
        keys: "\(strings.enterKey)/↓/\(strings.escapeKey)", action: strings.leaveFieldKeyAction,
        key: .enter),
      KeyHint(keys: "←/→", action: strings.cursorKeyAction),
      KeyHint(keys: "Ctrl-U", action: strings.clearKeyAction),
      KeyHint(keys: "Ctrl-W", action: strings.deleteWordKeyAction),
    ]
  }
}
