import PSGDemo
import PlayerFeed
import Rendering
import Testing

/// The names people read for each position, in both languages, and how the feed's parser
/// reads them back.
@Suite struct PositionNameTests {
  @Test func namesPositionsInEnglishAndFrench() {
    let positions: [Position] = [
      .goalkeeper, .rightBack, .centreBack, .defender, .leftBack, .midfielder,
      .defensiveMidfielder, .attackingMidfielder, .forward, .striker, .unknown("Libéro"),
    ]
    let (english, french) = (DemoStrings(.english), DemoStrings(.french))
    let table = positions.map { "\(english.name(of: $0)) | \(french.name(of: $0))" }
    #expect(
      table.joined(separator: "\n") == """
        Goalkeeper | Gardien de but
        Right back | Latéral droit
        Centre back | Défenseur central
        Defender | Défenseur
        Left back | Latéral gauche
        Midfielder | Milieu
        Defensive midfielder | Milieu défensif
        Attacking midfielder | Milieu offensif
        Forward | Attaquant
        Striker | Avant-centre
        Libéro | Libéro
        """)
  }

  @Test func otherLanguagesFallBackToEnglish() {
    #expect(DemoStrings(Language(rawValue: "de")).name(of: .leftBack) == "Left back")
  }

  @Test func namesParseBackToTheirPosition() {
    let positions: [Position] = [
      .goalkeeper, .rightBack, .centreBack, .defender, .leftBack, .midfielder,
      .defensiveMidfielder, .attackingMidfielder, .forward, .striker,
    ]
    for position in positions {
      #expect(Position(parsing: DemoStrings(.english).name(of: position)) == position)
      #expect(Position(parsing: DemoStrings(.french).name(of: position)) == position)
    }
  }
}
