import Foundation
import TestSupport

/// A feed file of `count` players made from the French fixture's squad, in turn, with ids from
/// 1000 and names made unique by their id (`Kylian MBAPPÉ 1005`), removed by ``remove()``.
///
/// ```swift
/// let feed = try GeneratedFeed(count: 250)
/// defer { feed.remove() }
/// try feed.rename(id: 1005, to: "Kylian MBAPPÉ 1005 B")
/// ```
struct GeneratedFeed {
  /// Where the feed is.
  let url: URL
  /// The players, as the feed's JSON objects.
  private(set) var players: [[String: Any]]

  /// Writes a feed of `count` players.
  init(count: Int) throws {
    let data = try Data(contentsOf: FixtureFiles.frenchFeed)
    let document = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let squad = document?["players"] as? [[String: Any]] ?? []
    players = (0..<count).map { index in
      var player = squad[index % max(1, squad.count)]
      player["id"] = 1000 + index
      player["name"] = "\(player["name"] as? String ?? "") \(1000 + index)"
      return player
    }
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("players-\(UUID().uuidString).json")
    try save()
  }

  /// The name of the player `id`.
  func name(id: Int) -> String? {
    players.first { $0["id"] as? Int == id }?["name"] as? String
  }

  /// Renames the player `id` in the file.
  mutating func rename(id: Int, to name: String) throws {
    for index in players.indices where players[index]["id"] as? Int == id {
      players[index]["name"] = name
    }
    try save()
  }

  /// Removes the player `id` from the file.
  mutating func removePlayer(id: Int) throws {
    players.removeAll { $0["id"] as? Int == id }
    try save()
  }

  private func save() throws {
    try JSONSerialization.data(withJSONObject: ["players": players]).write(to: url)
  }

  /// Deletes the file.
  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
