extension Position {
  /// Reads a position written in French or in English.
  ///
  /// Case, accents, hyphens, underscores and spaces do not matter, so `"Latéral droit"`,
  /// `"lateral-droit"`, `"Right back"` and `"RIGHT_BACK"` all give ``rightBack``. Common
  /// abbreviations are known too (`GK`, `CB`, `CDM`, `ST`…). Anything else gives
  /// ``unknown(_:)`` with the text as written.
  ///
  /// ```swift
  /// Position(parsing: "Avant-centre")      // .striker
  /// Position(parsing: "Center back")       // .centreBack
  /// Position(parsing: "Libéro")            // .unknown("Libéro")
  /// ```
  ///
  /// - Complexity: O(*n*), where *n* is the length of the text.
  package init(parsing text: String) {
    self = Self.spellings[text.nameKey] ?? .unknown(text)
  }

  /// Every known spelling, by its `nameKey`.
  private static let spellings: [String: Position] = {
    let names: [(Position, [String])] = [
      (
        .goalkeeper,
        [
          "gardien de but", "gardien", "goal", "portier", "goalkeeper", "goal keeper", "keeper",
          "goalie", "GK", "G",
        ]
      ),
      (
        .rightBack,
        [
          "latéral droit", "arrière droit", "défenseur droit", "right back", "right fullback",
          "right full back", "right defender", "RB",
        ]
      ),
      (
        .centreBack,
        [
          "défenseur central", "défenseur axial", "arrière central", "centre back", "center back",
          "central defender", "centre half", "center half", "CB",
        ]
      ),
      (.defender, ["défenseur", "arrière", "defender", "defence", "defense", "back", "DF", "D"]),
      (
        .leftBack,
        [
          "latéral gauche", "arrière gauche", "défenseur gauche", "left back", "left fullback",
          "left full back", "left defender", "LB",
        ]
      ),
      (
        .midfielder,
        [
          "milieu", "milieu de terrain", "milieu central", "milieu relayeur", "midfielder",
          "midfield", "central midfielder", "centre midfielder", "center midfielder", "MF", "CM",
          "M",
        ]
      ),
      (
        .defensiveMidfielder,
        [
          "milieu défensif", "milieu récupérateur", "sentinelle", "defensive midfielder",
          "defensive midfield", "holding midfielder", "DM", "CDM",
        ]
      ),
      (
        .attackingMidfielder,
        [
          "milieu offensif", "meneur de jeu", "attacking midfielder", "attacking midfield",
          "offensive midfielder", "playmaker", "AM", "CAM",
        ]
      ),
      (.forward, ["attaquant", "ailier", "forward", "attacker", "winger", "FW", "F"]),
      (
        .striker,
        [
          "avant-centre", "avant centre", "buteur", "striker", "centre forward", "center forward",
          "ST", "CF",
        ]
      ),
    ]
    var spellings: [String: Position] = [:]
    for (position, texts) in names {
      for text in texts { spellings[text.nameKey] = position }
    }
    return spellings
  }()
}
