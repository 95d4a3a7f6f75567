import Foundation
import TestSupport
import Testing

/// Feeds whose shirt numbers repeat, or whose ids do: every player stays reachable by its id,
/// and nothing is silently hidden.
@Suite(.tags(.process), .skippedInFastLoop) struct PlayerKeyTests {
  /// The French feed's first three players (Keylor NAVAS, Sergio RICO, Denis FRANCHI) with
  /// `change` applied to each, as a file; removed by the caller.
  private func feed(_ change: (Int, inout [String: Any]) -> Void) throws -> URL {
    let data = try Data(contentsOf: FixtureFiles.frenchFeed)
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let players = try #require(document["players"] as? [[String: Any]])
    var three = Array(players.prefix(3))
    for index in three.indices { change(index, &three[index]) }
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("players-\(UUID().uuidString).json")
    try JSONSerialization.data(withJSONObject: ["players": three]).write(to: file)
    return file
  }

  @Test func theRouteOfTheThirdSevenReopensIt() async throws {
    let file = try feed { _, player in player["number"] = 7 }
    defer { try? FileManager.default.removeItem(at: file) }
    let traced = try await DemoExecutable.run(
      ["--data", file.path, "--renderer", "plain", "--trace"], input: .pipe("open 3\n"))
    #expect(traced.exitCode == 0)
    let route = try #require(traced.errorLines.last { $0.hasPrefix("trace: route ") })
    // The list below names the row opened, which any page size holds.
    #expect(route == "trace: route players?row=3/player/id/3")

    let reopened = try await DemoExecutable.run(
      ["--data", file.path, "--renderer", "plain", "--open", "players?row=3/player/id/3"],
      input: .pipe(""))
    #expect(reopened.exitCode == 0)
    #expect(reopened.standardOutput.contains("Denis FRANCHI"))
    #expect(!reopened.standardOutput.contains("Keylor NAVAS"))
  }

  @Test func aNumberThreePlayersWearIsAUsageErrorListingThem() async throws {
    let file = try feed { _, player in player["number"] = 7 }
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try await DemoExecutable.run(["--data", file.path, "--open", "player/7"])
    #expect(result.exitCode == 64)
    #expect(result.standardOutput == "")
    #expect(
      result.errorLines == [
        "psg-demo: invalid route “player/7”: 3 players wear number 7; open one by id: "
          + #""Keylor NAVAS" player/id/1, "Sergio RICO" player/id/2, "#
          + #""Denis FRANCHI" player/id/3 (see psg-demo --help)"#
      ])
  }

  @Test func aRepeatedIDIsADataErrorNamingBothPlayers() async throws {
    let file = try feed { index, player in player["id"] = index == 2 ? 1 : index + 1 }
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try await DemoExecutable.run(["--data", file.path])
    #expect(result.exitCode == 65)
    #expect(result.standardOutput == "")
    #expect(
      result.errorLines == [
        #"psg-demo: \#(file.path): players 1 ("Keylor NAVAS") and 3 ("Denis FRANCHI") "#
          + "have the same id 1"
      ])
  }
}
