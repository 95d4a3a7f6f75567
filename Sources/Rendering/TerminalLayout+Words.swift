extension TerminalLayout {
  /// The few words the layout writes itself, in its language (English by default).
  struct Words {
    var loading = "Loading…"
    var empty = "(empty)"
    var error = "Error:"
    /// What follows a label: French puts a space before the colon.
    var colon = ":"

    static let english = Words()
    static let french = Words(
      loading: "Chargement…", empty: "(vide)", error: "Erreur :", colon: " :")
  }

  var words: Words {
    language == .french ? .french : .english
  }
}
