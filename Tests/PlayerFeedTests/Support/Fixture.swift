import Foundation
import PlayerFeed
import TestSupport

/// The original app's French feed, read for compatibility tests (see `FixtureFiles`).
enum Fixture {
  /// The original app's French feed of the 2021-22 squad.
  static var frenchFeed: URL { FixtureFiles.frenchFeed }

  /// The players of the French feed.
  static func frenchPlayers() throws -> [Player] {
    let data = try Data(contentsOf: frenchFeed)
    return try FeedDecoder.decode(data, source: frenchFeed.lastPathComponent)
  }
}
