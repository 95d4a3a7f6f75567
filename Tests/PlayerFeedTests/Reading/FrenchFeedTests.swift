import Foundation
import PlayerFeed
import Testing

/// The original app's French feed, read through the loader as a user would.
@Suite
struct FrenchFeedTests {
  @Test func loadsThirtyFivePlayersByLineAndAcademy() async throws {
    let players = try await FeedLoader().load(.file(Fixture.frenchFeed.path))
    #expect(counts(of: players) == "35 players: 5/12/14/4 by line, 11 from the academy")
  }

  @Test func readsEveryFieldOfAPlayer() throws {
    let players = try Fixture.frenchPlayers()
    let franchi = try #require(players.first { $0.name == "Denis FRANCHI" })
    #expect(
      franchi
        == Player(
          id: 3, name: "Denis FRANCHI", number: 40, country: "Italie", heightCentimetres: 189,
          weightKilograms: 81, birthDate: BirthDate(day: 22, month: 2, year: 2002),
          position: .goalkeeper, goals: 0, matches: 0, isAcademyGraduate: true,
          photoURL:
            "https://images.psg.media/media/210227/hero_21-22_franchi.png"
            + "?center=0.5,0.5&mode=crop&width=800&height=800&quality=80"))
  }

  @Test func knowsEveryPositionOfTheFeed() throws {
    let unknown = try Fixture.frenchPlayers().filter { $0.position.line == nil }
    #expect(unknown.map(\.name) == [])
  }
}
