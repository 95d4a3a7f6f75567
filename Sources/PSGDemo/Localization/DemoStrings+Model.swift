import PlayerFeed

extension DemoStrings {
  /// The name people read for `position`; an unknown position is named as the feed wrote it.
  ///
  /// ```swift
  /// DemoStrings(.french).name(of: .centreBack)          // "Défenseur central"
  /// DemoStrings(.english).name(of: .unknown("Libéro"))  // "Libéro"
  /// ```
  package func name(of position: Position) -> String {
    // Data, not a word: the same in every language, the pseudo-language's too.
    if case .unknown(let text) = position { return text }
    return self.positionName(position)
  }

  /// The label people read for `filter`, as the picker shows it.
  ///
  /// ```swift
  /// DemoStrings(.english).label(of: .goalkeepers)   // "Goalkeepers"
  /// DemoStrings(.french).label(of: .byNumber)       // "Par numéro"
  /// ```
  package func label(of filter: PlayerFilter) -> String {
    self.filterLabel(filter)
  }
}

extension English {
  static func name(of position: Position) -> String {
    switch position {
    case .goalkeeper: "Goalkeeper"
    case .rightBack: "Right back"
    case .centreBack: "Centre back"
    case .defender: "Defender"
    case .leftBack: "Left back"
    case .midfielder: "Midfielder"
    case .defensiveMidfielder: "Defensive midfielder"
    case .attackingMidfielder: "Attacking midfielder"
    case .forward: "Forward"
    case .striker: "Striker"
    case .unknown(let text): text
    }
  }

  static func label(of filter: PlayerFilter) -> String {
    switch filter {
    case .none: "None"
    case .goalkeepers: "Goalkeepers"
    case .defenders: "Defenders"
    case .midfielders: "Midfielders"
    case .forwards: "Forwards"
    case .academy: "Academy graduates"
    case .byNumber: "By number"
    case .alphabetical: "Alphabetical"
    }
  }
}

extension French {
  static func name(of position: Position) -> String {
    switch position {
    case .goalkeeper: "Gardien de but"
    case .rightBack: "Latéral droit"
    case .centreBack: "Défenseur central"
    case .defender: "Défenseur"
    case .leftBack: "Latéral gauche"
    case .midfielder: "Milieu"
    case .defensiveMidfielder: "Milieu défensif"
    case .attackingMidfielder: "Milieu offensif"
    case .forward: "Attaquant"
    case .striker: "Avant-centre"
    case .unknown(let text): text
    }
  }

  static func label(of filter: PlayerFilter) -> String {
    switch filter {
    case .none: "Aucun"
    case .goalkeepers: "Gardiens de but"
    case .defenders: "Défenseurs"
    case .midfielders: "Milieux"
    case .forwards: "Attaquants"
    case .academy: "Formés au club"
    case .byNumber: "Par numéro"
    case .alphabetical: "Ordre alphabétique"
    }
  }
}
