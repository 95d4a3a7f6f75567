import Foundation
import MVVMC
import PSGDemo
import PlayerFeed
import Rendering
import TestSupport

/// A screen of the demo app, reached by driving a real ``DemoSession`` the way a user would.
///
/// Every golden file is rendered from one of these, so a golden shows what `psg-demo` shows,
/// not a screen written for the test.
///
/// ```swift
/// let screen = try await DemoScreen.detail.make()
/// screen.title  // "Kylian MBAPPÉ"
/// ```
enum DemoScreen: Hashable, Sendable, CustomStringConvertible {
  /// The whole squad.
  case list
  /// The list with the goalkeepers filter.
  case listFiltered
  /// The list searched for a name nobody has.
  case listNoMatch
  /// The list before the feed arrives.
  case loading
  /// The list when the feed cannot be read.
  case error
  /// The filter picker over the list, the goalkeepers filter marked.
  case filters
  /// Kylian MBAPPÉ's page, opened from a search.
  case detail
  /// The top scorers, opened from the list with `scorers`.
  case scorers
  /// The list of the hostile feed in `Tests/Fixtures/hostile-feed.json`.
  case hostile
  /// The players to compare Kylian MBAPPÉ with, searched for “m”, opened from his page.
  case comparePicker
  /// Kylian MBAPPÉ and Lionel MESSI side by side.
  case comparison
  /// What the action named so shows when typed on Kylian MBAPPÉ's page: one screen for each
  /// action a scene adds to the player's page, so a new scene's goldens need no case here.
  case pageAction(String)

  /// The screens above, then one for each action the app's scenes add to a player's page
  /// (``DemoScenes/playerDetailActions``).
  static var allCases: [DemoScreen] {
    let fixed: [DemoScreen] = [
      .list, .listFiltered, .listNoMatch, .loading, .error, .filters, .detail, .scorers, .hostile,
      .comparePicker, .comparison,
    ]
    return fixed + DemoScenes.standard.playerDetailActions.map { .pageAction($0.action.name.word) }
  }

  /// The name golden files start with.
  var description: String {
    switch self {
    case .list: "list"
    case .listFiltered: "list-filtered"
    case .listNoMatch: "list-no-match"
    case .loading: "loading"
    case .error: "error"
    case .filters: "filters"
    case .detail: "detail"
    case .scorers: "scorers"
    case .hostile: "hostile"
    case .comparePicker: "compare-picker"
    case .comparison: "comparison"
    case .pageAction(let name): "detail-\(name)"
    }
  }

  /// The error the error screen's feed throws.
  static let missingFeed = FeedError(source: "players.json", problem: .noSuchFile)

  /// Drives a new session to this screen and returns it.
  @MainActor
  func make() async throws -> Screen {
    let session = DemoSession(configuration: configuration)
    session.start()
    switch self {
    case .loading:
      // The screen a user sees between `start()` and the end of `load()`.
      return session.currentScreen()
    case .list, .error, .hostile:
      await session.load()
    case .listFiltered:
      await session.load()
      _ = try await session.execute(.filter("goalkeepers"))
    case .listNoMatch:
      await session.load()
      _ = try await session.execute(.search("zzz"))
    case .filters:
      await session.load()
      _ = try await session.execute(.filter("goalkeepers"))
      _ = try await session.execute(.filter(nil))
    case .scorers:
      await session.load()
      _ = try await session.execute(Command(.scorers))
    case .detail:
      await session.load()
      _ = try await session.execute(.search("mbappe"))
      _ = try await session.execute(.open("1"))
    case .comparePicker, .comparison:
      await session.load()
      _ = try await session.execute(.search("mbappe"))
      _ = try await session.execute(.open("1"))
      _ = try await session.execute(try Self.parsed("compare"))
      _ = try await session.execute(.search("m"))
      if self == .comparison { _ = try await session.execute(try Self.parsed("search messi")) }
      if self == .comparison { _ = try await session.execute(.choose("1")) }
    case .pageAction(let name):
      await session.load()
      _ = try await session.execute(.search("mbappe"))
      _ = try await session.execute(.open("1"))
      _ = try await session.execute(try Self.parsed(name))
    }
    return session.currentScreen()
  }

  /// The players this screen's table shows, in order; empty when it shows no table.
  func visiblePlayers() async throws(FeedError) -> [Player] {
    switch self {
    case .list: Squad.paris2021
    case .listFiltered: PlayerFilter.goalkeepers.apply(to: Squad.paris2021)
    case .hostile: try await Self.hostilePlayers()
    case .listNoMatch, .loading, .error, .filters, .detail, .scorers, .comparePicker, .comparison,
      .pageAction:
      []
    }
  }

  private var configuration: DemoConfiguration {
    switch self {
    case .error:
      DemoConfiguration(language: .english, pageSize: 50) { () throws(FeedError) in
        throw Self.missingFeed
      }
    case .hostile:
      DemoConfiguration(language: .english, pageSize: 50) { () throws(FeedError) in
        try await Self.hostilePlayers()
      }
    default:
      DemoConfiguration(language: .english, pageSize: 50) { Squad.paris2021 }
    }
  }

  /// A typed line, as line mode reads it.
  static func parsed(_ line: String) throws -> Command {
    guard let command = Command(parsing: line) else { throw ParseFailure(line: line) }
    return command
  }

  private struct ParseFailure: Error {
    var line: String
  }

  /// The hostile feed's list and the page of each of its players, as `open N` shows them.
  @MainActor
  static func hostilePages() async throws -> [(name: String, screen: Screen)] {
    let players = try await hostilePlayers()
    let session = DemoSession(
      configuration: DemoConfiguration(language: .english, pageSize: 500) { players })
    session.start()
    await session.load()
    var pages = [("hostile list", session.currentScreen())]
    for row in players.indices {
      _ = try await session.execute(.open(String(row + 1)))
      pages.append(("hostile player \(row + 1)", session.currentScreen()))
      _ = try await session.execute(try parsed("back"))
    }
    return pages
  }

  /// The path of the hostile feed, found from this source file.
  static let hostileFeedPath = FixtureFiles.hostileFeed.path

  /// The hostile feed's players, loaded the way `psg-demo --feed` loads a file.
  static func hostilePlayers() async throws(FeedError) -> [Player] {
    try await FeedLoader().load(.file(hostileFeedPath))
  }

}
