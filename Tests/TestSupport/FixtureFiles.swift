import Foundation

/// Where the tests' data files are: `Tests/Fixtures`, inside the repository, so a fresh clone
/// runs every test.
public enum FixtureFiles {
  /// The package root, found from this file's place in `Tests/TestSupport`.
  public static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // TestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// `Tests/Fixtures`.
  public static let directory = packageRoot.appendingPathComponent("Tests/Fixtures")

  /// `Tests/Fixtures/hostile-feed.json`: a feed whose names, countries and positions try to
  /// inject escape sequences and Markdown.
  public static let hostileFeed = directory.appendingPathComponent("hostile-feed.json")

  /// `Tests/Fixtures/psgPlayers2021.json`: the original app's French feed of the 2021-22 squad,
  /// byte for byte.
  public static let frenchFeed = directory.appendingPathComponent("psgPlayers2021.json")
}
