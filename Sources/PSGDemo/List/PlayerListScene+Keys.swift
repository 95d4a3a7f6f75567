import MVVMC

/// The list's keys in the full-screen app: those of its declared actions
/// (``PlayerListScene/offeredActions``), and the search field's editing keys while it has the
/// focus.
///
/// Moving the selection and editing the search are calls on the view model; opening a player
/// and the filter picker are routes opened through the list's router (``AppCoordinator/Route``).
/// While the search field has the focus (after `/`), printable keys are text: `q` types a `q`.
///
/// ```swift
/// scene.handle(.character("/"))   // the field takes the focus
/// scene.handle(.character("m"))   // shown at once; the search applies after a short pause
/// scene.handle(.enter)            // leaves the field, keeping (and applying) the text
/// scene.handle(.enter)            // opens the selected player
/// ```
extension PlayerListScene {
  package func handle(_ key: Key) -> KeyResponse {
    searchEditor == nil ? handleListKey(key) : handleSearchKey(key)
  }

  package var keyHints: [KeyHint] {
    searchEditor != nil
      ? SearchEditor.keyHints(strings) : KeyHint.hints(of: offeredActions, in: strings.language)
  }

  /// While the field has the focus, printable keys are text: the host lists none of its keys.
  package var hasTextFocus: Bool { searchEditor != nil }

  private func handleListKey(_ key: Key) -> KeyResponse {
    // Every key of the list is one of its declared actions (``offeredActions``).
    performOfferedAction(for: key)
  }

  private func handleSearchKey(_ key: Key) -> KeyResponse {
    guard var editor = searchEditor, let outcome = editor.apply(key) else { return .ignored }
    if outcome == .left {
      // Leaving applies the text now, so the next key acts on the list the field shows.
      searchEditor = nil
      viewModel.search(editor.text)
      return .handled
    }
    searchEditor = editor
    if editor.text != viewModel.searchQuery.value { viewModel.editSearch(editor.text) }
    return .handled
  }
}
