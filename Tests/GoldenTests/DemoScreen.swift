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
indirect enum DemoScreen: Hashable, Sendable, CustomStringConvertible {
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
  /// The list of the hostile feed in `Tests/Fixtures/hostile-feed.json`.
  case hostile
  /// The players to compare Kylian MBAPPÉ with, searched for “m”, opened from his page.
  case comparePicker
  /// Kylian MBAPPÉ and Lionel MESSI side by side.
  case comparison
  /// What the action named so shows when typed on the `parent` screen.
  case flowAction(parent: DemoScreen, String)

  /// The top scorers, opened from the list with `scorers`.
  static let scorers = DemoScreen.flowAction(parent: .list, "scorers")

  /// Every screen above: each flow the coordinators list has its screen here.
  static var allCases: [DemoScreen] {
    [
      .list, .listFiltered, .listNoMatch, .loading, .error, .filters, .detail, .hostile,
      .comparePicker, .comparison, .scorers, .flowAction(parent: .detail, "compare"),
      .flowAction(parent: .detail, "teammates"), .flowAction(parent: .list, "pin"),
    ]
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
    case .hostile: "hostile"
    case .comparePicker: "compare-picker"
    case .comparison: "comparison"
    case .flowAction(.list, let name): name
    case .flowAction(let parent, let name): "\(parent)-\(name)"
    }
  }

  /// The error the error screen's feed throws.
  static let missingFeed = FeedError(source: "players.json", problem: .noSuchFile)

  /// Drives a new session in `language` to this screen, types `commands` there, and returns
  /// the screen shown.
  @MainActor
  func make(in language: Language = .english, then commands: [String] = []) async throws -> Screen {
    let session = DemoSession(configuration: configuration(in: language))
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
    case .detail:
      await session.load()
      _ = try await session.execute(.search("mbappe"))
      _ = try await session.execute(.open("1"))
    case .comparePicker, .comparison, .flowAction:
      await session.load()
      try await reach(in: session)
    }
    for command in commands { _ = try await session.execute(try Self.parsed(command)) }
    return session.currentScreen()
  }

  /// Drives `session`, loaded, from the list to this screen: the list, Kylian MBAPPÉ's page,
  /// the comparison and its picker, or a flow's action typed on the screen its parent reaches.
  @MainActor
  private func reach(in session: DemoSession) async throws {
    switch self {
    case .detail:
      _ = try await session.execute(.search("mbappe"))
      _ = try await session.execute(.open("1"))
    case .comparePicker, .comparison:
      _ = try await session.execute(.search("mbappe"))
      _ = try await session.execute(.open("1"))
      _ = try await session.execute(try Self.parsed("compare"))
      _ = try await session.execute(.search("m"))
      if self == .comparison { _ = try await session.execute(try Self.parsed("search messi")) }
      if self == .comparison { _ = try await session.execute(.choose("1")) }
    case .flowAction(let parent, let name):
      try await parent.reach(in: session)
      _ = try await session.execute(try Self.parsed(name))
    default:
      break
    }
  }

  /// The players this screen's table shows, in order; empty when it shows no table.
  func visiblePlayers() async throws(FeedError) -> [Player] {
    switch self {
    case .list: Squad.paris2021
    case .listFiltered: PlayerFilter.goalkeepers.apply(to: Squad.paris2021)
    case .hostile: try await Self.hostilePlayers()
    case .listNoMatch, .loading, .error, .filters, .detail, .comparePicker, .comparison,
      .flowAction:
      []
    }
  }

  private func configuration(in language: Language) -> DemoConfiguration {
    switch self {
    case .error:
      DemoConfiguration(language: language, pageSize: 50) { () throws(FeedError) in
        throw Self.missingFeed
      }
    case .hostile:
      DemoConfiguration(language: language, pageSize: 50) { () throws(FeedError) in
        try await Self.hostilePlayers()
      }
    default:
      DemoConfiguration(language: language, pageSize: 50) { Squad.paris2021 }
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
