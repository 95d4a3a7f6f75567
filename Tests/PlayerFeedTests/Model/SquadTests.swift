import Foundation
import PlayerFeed
import Testing

@Suite struct SquadTests {
  let squad = Squad.paris2021

  @Test func hasThirtyFivePlayersByLineAndAcademy() {
    #expect(squad.count == 35)
    #expect(counts(of: squad) == "35 players: 5/12/14/4 by line, 11 from the academy")
  }

  @Test func identifiersAndNumbersAreUnique() {
    #expect(Set(squad.map(\.id)).count == squad.count)
    #expect(Set(squad.map(\.number)).count == squad.count)
  }

  @Test func everyPlayerHasAKnownPositionAndAValidBirthDate() {
    for player in squad {
      #expect(player.position.line != nil, "\(player.name)")
      #expect(BirthDate(parsing: player.birthDate.formatted) == player.birthDate, "\(player.name)")
      #expect(player.photoURL.hasPrefix("https://images.psg.media/media/"), "\(player.name)")
    }
  }

  @Test func countriesAreInEnglish() {
    #expect(
      Set(squad.map(\.country)).sorted() == [
        "Argentina", "Brazil", "Costa Rica", "France", "Germany", "Italy", "Morocco",
        "Netherlands", "Portugal", "Senegal", "Spain",
      ])
  }

  @Test func describesKylianMbappe() throws {
    let mbappe = try #require(squad.first { $0.number == 7 })
    #expect(
      mbappe
        == Player(
          id: 32, name: "Kylian MBAPPÉ", number: 7, country: "France", heightCentimetres: 178,
          weightKilograms: 73, birthDate: BirthDate(day: 20, month: 12, year: 1998),
          position: .forward, goals: 139, matches: 187, isAcademyGraduate: false,
          photoURL:
            "https://images.psg.media/media/27081/hero_21-22_mbappe.png"
            + "?center=0.5,0.5&mode=crop&width=800&height=800&quality=80"))
  }

  @Test func matchesTheOriginalFeedPlayerByPlayer() throws {
    let feed = try Fixture.frenchPlayers()
    #expect(counts(of: feed) == counts(of: squad))
    #expect(feed.count == squad.count)
    for player in squad {
      let original = try #require(feed.first { $0.number == player.number }, "\(player.name)")
      #expect(player.name == original.name)
      #expect(player.position.line == original.position.line, "\(player.name)")
      #expect(player.position == original.position, "\(player.name)")
      #expect(player.isAcademyGraduate == original.isAcademyGraduate, "\(player.name)")
      #expect(player.birthDate == original.birthDate, "\(player.name)")
      #expect(player.heightCentimetres == original.heightCentimetres, "\(player.name)")
      #expect(player.weightKilograms == original.weightKilograms, "\(player.name)")
      #expect(player.goals == original.goals, "\(player.name)")
      #expect(player.matches == original.matches, "\(player.name)")
      #expect(player.photoURL == original.photoURL, "\(player.name)")
    }
  }
}

/// The squad's counts in one line, so that a mismatch shows every count at once.
func counts(of players: [Player]) -> String {
  let lines = Line.allCases.map { line in
    String(players.count { $0.position.line == line })
  }
  let academy = players.count(where: \.isAcademyGraduate)
  return "\(players.count) players: \(lines.joined(separator: "/")) by line, "
    + "\(academy) from the academy"
}
