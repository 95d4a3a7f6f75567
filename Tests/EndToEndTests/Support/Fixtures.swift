import Foundation
import TestSupport

/// The feeds the tests give `psg-demo`, and the folder of scripts and transcripts.
enum Fixtures {
  /// `Tests/EndToEndTests/Scripts`: command scripts and their expected transcripts.
  static let scripts = FixtureFiles.packageRoot.appendingPathComponent(
    "Tests/EndToEndTests/Scripts")

  /// A feed whose names, countries and positions try to inject escapes and Markdown.
  static let hostileFeed = FixtureFiles.hostileFeed.path

  /// The original app's French feed (see `FixtureFiles`).
  static var frenchFeed: String { FixtureFiles.frenchFeed.path }
}
