import PlayerFeed
import Testing

@Suite struct PositionParsingTests {
  static let spellings: [(String, Position)] = [
    // The French feed's spellings.
    ("Gardien de but", .goalkeeper),
    ("Latéral droit", .rightBack),
    ("Défenseur central", .centreBack),
    ("Défenseur", .defender),
    ("Latéral gauche", .leftBack),
    ("Milieu", .midfielder),
    ("Milieu défensif", .defensiveMidfielder),
    ("Milieu offensif", .attackingMidfielder),
    ("Attaquant", .forward),
    ("Avant-centre", .striker),
    // English spellings.
    ("Goalkeeper", .goalkeeper),
    ("Right back", .rightBack),
    ("Centre back", .centreBack),
    ("Center back", .centreBack),
    ("Defender", .defender),
    ("Left back", .leftBack),
    ("Midfielder", .midfielder),
    ("Defensive midfielder", .defensiveMidfielder),
    ("Attacking midfielder", .attackingMidfielder),
    ("Forward", .forward),
    ("Striker", .striker),
    ("Centre forward", .striker),
    // Case, accents, separators and spaces do not matter.
    ("gardien", .goalkeeper),
    ("GARDIEN DE BUT", .goalkeeper),
    ("GK", .goalkeeper),
    ("lateral-droit", .rightBack),
    ("Right-Back", .rightBack),
    ("right_back", .rightBack),
    ("  Défenseur   central ", .centreBack),
    ("defenseur", .defender),
    ("LATÉRAL GAUCHE", .leftBack),
    ("milieu-defensif", .defensiveMidfielder),
    ("Milieu Offensif", .attackingMidfielder),
    ("attaquant\t", .forward),
    ("avant centre", .striker),
    ("Centre-Forward", .striker),
    // Anything else is kept as written.
    ("Libéro", .unknown("Libéro")),
    ("", .unknown("")),
    ("Milieu défensif gauche", .unknown("Milieu défensif gauche")),
    ("Gardien\u{1B}[2J", .unknown("Gardien\u{1B}[2J")),
  ]

  @Test(arguments: spellings)
  func parsesSpelling(text: String, expected: Position) {
    #expect(Position(parsing: text) == expected)
  }

  @Test func linesGroupPositionsFromTheGoalOutwards() {
    let lines = [
      Position.goalkeeper, .rightBack, .centreBack, .defender, .leftBack, .midfielder,
      .defensiveMidfielder, .attackingMidfielder, .forward, .striker, .unknown("Libéro"),
    ].map(\.line)
    #expect(
      lines == [
        .goalkeeper, .defender, .defender, .defender, .defender, .midfielder, .midfielder,
        .midfielder, .forward, .forward, nil,
      ])
  }
}
