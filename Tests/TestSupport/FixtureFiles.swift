import Foundation

/// Where the tests' data files are: the hostile feed in the repository, and the original app's
/// French feed beside it.
///
/// The French feed lives outside the repository, at `../shared/fixtures` from the package root,
/// so a fresh clone does not have it: tests that need it are skipped then, except in continuous
/// integration (`CI=true`), where they must run and fail if it is missing. `PSG_FIXTURES` names
/// another folder that holds it.
public enum FixtureFiles {
  /// The package root, found from this file's place in `Tests/TestSupport`.
  public static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // TestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// `Tests/Fixtures/hostile-feed.json`: a feed whose names, countries and positions try to
  /// inject escape sequences and Markdown.
  public static let hostileFeed = packageRoot.appendingPathComponent(
    "Tests/Fixtures/hostile-feed.json")

  /// The folder of the shared fixtures: `PSG_FIXTURES`, else `../shared/fixtures`.
  public static var sharedDirectory: URL {
    if let override = ProcessInfo.processInfo.environment["PSG_FIXTURES"], !override.isEmpty {
      return URL(fileURLWithPath: override, isDirectory: true)
    }
    return packageRoot.appendingPathComponent("../shared/fixtures", isDirectory: true)
      .standardizedFileURL
  }

  /// The original app's French feed of the 2021-22 squad.
  public static var frenchFeed: URL {
    sharedDirectory.appendingPathComponent("psgPlayers2021.json")
  }

  /// Whether tests of the French feed run: when it is present, and always in CI.
  public static var frenchFeedTestsEnabled: Bool {
    FileManager.default.fileExists(atPath: frenchFeed.path) || TestEnvironment.isCI
  }
}
