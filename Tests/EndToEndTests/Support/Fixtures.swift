import Foundation
import TestSupport

/// The feeds the tests give `psg-demo`, and the folder of scripts and transcripts.
enum Fixtures {
  /// The package root, found from this file's place in `Tests/EndToEndTests/Support`.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // EndToEndTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// `Tests/EndToEndTests/Scripts`: command scripts and their expected transcripts.
  static let scripts = packageRoot.appendingPathComponent("Tests/EndToEndTests/Scripts")

  /// A feed whose names, countries and positions try to inject escapes and Markdown.
  static let hostileFeed = packageRoot.appendingPathComponent("Tests/Fixtures/hostile-feed.json")
    .path

  /// The original app's French feed. It lives beside the package, at `../shared/fixtures`, so a
  /// fresh clone lacks it; `PSG_FIXTURES` names another folder.
  static var frenchFeed: String {
    let environment = ProcessInfo.processInfo.environment
    let folder =
      environment["PSG_FIXTURES"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? packageRoot.appendingPathComponent("../shared/fixtures").standardizedFileURL
    return folder.appendingPathComponent("psgPlayers2021.json").path
  }

  /// Whether the French feed's tests run: when it is there, and always in CI.
  static var frenchFeedTestsEnabled: Bool {
    FileManager.default.fileExists(atPath: frenchFeed) || TestEnvironment.isCI
  }
}
