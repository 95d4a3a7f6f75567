import PlayerFeed

extension PlayerFilter {
  /// The filter's one name for programs, never localised: what its `choice` data, its
  /// `players?filter=` and `--help` write, and the first name typing chooses it by: `none`,
  /// `goalkeepers`, `defenders`, `midfielders`, `forwards`, `academy`, `number`,
  /// `alphabetical`.
  package var commandName: String {
    self == .byNumber ? "number" : rawValue
  }

  /// Finds a filter by its English or French name, ignoring case, accents, spaces and hyphens.
  ///
  /// Accepts the ``commandName``s, their French twins (`aucun`, `gardiens`, `défenseurs`,
  /// `milieux`, `attaquants`, `formés`, `numéro`, `alphabétique`), a few variants
  /// (`academie`, `formation`, `by number`, `par numéro`…) and the labels
  /// (``DemoStrings/label(of:)``) in both languages.
  ///
  /// ```swift
  /// PlayerFilter(name: "Numéro")         // .byNumber
  /// PlayerFilter(name: "FORMES AU CLUB") // .academy
  /// PlayerFilter(name: "strikers")       // nil
  /// ```
  package init?(name: String) {
    guard let filter = Self.names[name.nameKey] else { return nil }
    self = filter
  }

  /// The languages whose labels are accepted as names.
  private static let labelLanguages = DemoStrings.all

  /// Every accepted name, by its `nameKey`.
  private static let names: [String: PlayerFilter] = {
    let names: [(PlayerFilter, [String])] = [
      (.none, ["none", "all", "aucun", "tous", "no filter", "sans filtre"]),
      (.goalkeepers, ["goalkeepers", "goalkeeper", "keepers", "gardiens", "gardien"]),
      (.defenders, ["defenders", "defender", "défenseurs", "défenseur"]),
      (.midfielders, ["midfielders", "midfielder", "milieux", "milieu"]),
      (.forwards, ["forwards", "forward", "attaquants", "attaquant"]),
      (
        .academy,
        [
          "academy", "academy graduates", "formés", "formé", "formés au club", "formé au club",
          "formés au PSG", "formation", "académie",
        ]
      ),
      (.byNumber, ["number", "by number", "byNumber", "numéro", "par numéro", "numbers"]),
      (.alphabetical, ["alphabetical", "by name", "alphabétique", "ordre alphabétique"]),
    ]
    var table: [String: PlayerFilter] = [:]
    for (filter, texts) in names {
      for text in texts + labelLanguages.map({ $0.label(of: filter) }) {
        table[text.nameKey] = filter
      }
    }
    return table
  }()
}
