import Foundation
import PSGDemo

/// The original app's feed, kept beside the package for compatibility tests.
///
/// The fixture lives outside the repository, at `../shared/fixtures` from the package root, so
/// a fresh clone does not have it: tests that need it are skipped then, except in continuous
/// integration (`CI=true`), where they must run and fail if it is missing. `PSG_FIXTURES` names
/// another fixtures directory.
enum Fixture {
  /// The package root, found from this file's place in `Tests/PSGDemoTests/Support`.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // PSGDemoTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The directory that holds the shared fixtures.
  static var directory: URL {
    if let override = ProcessInfo.processInfo.environment["PSG_FIXTURES"], !override.isEmpty {
      return URL(fileURLWithPath: override, isDirectory: true)
    }
    return packageRoot.appendingPathComponent("../shared/fixtures", isDirectory: true)
      .standardizedFileURL
  }

  /// The original app's French feed of the 2021-22 squad.
  static var frenchFeed: URL { directory.appendingPathComponent("psgPlayers2021.json") }

  /// Whether tests of the French feed run: when it is present, and always in CI.
  static var frenchFeedTestsEnabled: Bool {
    FileManager.default.fileExists(atPath: frenchFeed.path) || isContinuousIntegration
  }

  static var isContinuousIntegration: Bool {
    ProcessInfo.processInfo.environment["CI"] == "true"
  }

  /// The players of the French feed.
  static func frenchPlayers() throws -> [Player] {
    let data = try Data(contentsOf: frenchFeed)
    return try FeedDecoder.decode(data, source: frenchFeed.lastPathComponent)
  }
}
