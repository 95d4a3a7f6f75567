import Foundation
import MVVMC
import PlayerFeed
import Rendering
import TestSupport
import Testing

@testable import PSGDemo

/// Navigation state is a value: after any walk through the app (actions typed as commands,
/// keys, picker choices, back), the route the screen on top names, opened in a fresh app of
/// the same configuration, builds the same stack of scenes and the same screen. In line mode
/// the routes of the list and of the scorers name the player they mark as last opened
/// (`visited=ID`), so every screen is compared whole, the mark included.
@MainActor
@Suite struct RouteReopeningPropertyTests {
  /// A small, seeded generator (SplitMix64), so a failing walk replays from its seed.
  struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Walks per kind of route, so a new scene gets its share of walks without diluting the
  /// others'; `PSG_ROUTE_WALKS` sets the total instead (4,000 for a longer check).
  static let walks: UInt64 = {
    if let text = ProcessInfo.processInfo.environment["PSG_ROUTE_WALKS"], let total = UInt64(text) {
      return max(1, total)
    }
    return 400 * UInt64(DemoScenes.routes.count)
  }()

  /// Every key an action of the app answers, each once, in declaration order, and two more
  /// (`x`, `n`): while no action answers them they check that such a key changes nothing, and
  /// a scene that gives them an action is walked like any other. A search field's focus is
  /// not a place a route names, so the key that gives it (`/`) is left to the step that types
  /// a search and leaves the field.
  static let keys: [Key] = {
    var seen = Set<Key>()
    let declared =
      DemoScenes.actions.filter { $0.name != .search }.flatMap(\.keys)
      + [.character("x"), .character("n")]
    return declared.filter { seen.insert($0).inserted }
  }()

  /// What a host does before it draws: the scene on top gets the rows the terminal has.
  private func fit(_ session: DemoSession, rows: Int) {
    session.navigator.top?.resizePage(to: rows)
  }

  /// One random step: an action the scene on top offers with a random argument, a key, or a
  /// search typed into the list's field and applied with Enter.
  private func step(_ session: DemoSession, keys: Bool, _ random: inout SeededGenerator) async
    -> String
  {
    let scene = session.navigator.top
    switch Int.random(in: keys ? 0..<10 : 5..<10, using: &random) {
    case 0..<5:
      let key = Self.keys.randomElement(using: &random)!
      _ = scene?.handle(key)
      return "key \(key)"
    case 5 where keys && scene is PlayerListScene:
      let text = RandomCommand.texts.randomElement(using: &random)!
      let list = scene
      _ = list?.handle(.character("/"))
      for character in text { _ = list?.handle(.character(character)) }
      _ = list?.handle(.enter)
      return "typed “\(text)”"
    default:
      guard let line = RandomCommand.line(offeredBy: scene, using: &random) else {
        return "nothing offered"
      }
      if let command = Command(parsing: line) { _ = try? await session.execute(command) }
      return line
    }
  }

  @Test(.tags(.soak), .skippedInFastLoop, arguments: [true, false])
  func theRouteOfEveryScreenReopensTheSameStackAndScreen(keys: Bool) async throws {
    var failures: [String] = []
    var reached: [String: Int] = [:]
    for seed in 1...Self.walks {
      var random = SeededGenerator(state: seed)
      // The terminal's rows: the host sizes every page to them, the first one too.
      let rows = Int.random(in: 1...40, using: &random)
      let pageSize = rows
      let live = await DemoSession.loaded(pageSize: pageSize, isKeyDriven: keys)
      var steps: [String] = []
      for _ in 0..<Int.random(in: 1...24, using: &random) {
        fit(live, rows: rows)
        steps.append(await step(live, keys: keys, &random))
      }
      fit(live, rows: rows)
      let screen = live.currentScreen()
      let segment = live.navigator.top.flatMap(live.navigator.segment(of:))
      reached[segment.map { String(describing: type(of: $0)) } ?? "none", default: 0] += 1
      let mode = keys ? "keys" : "line mode"
      let replay = "\(mode), seed \(seed), pages of \(pageSize), \(rows) rows, after \(steps)"
      guard let address = screen.address?.address else {
        failures.append("no address: \(replay)")
        continue
      }
      let reopened = await DemoSession.loaded(pageSize: pageSize, isKeyDriven: keys)
      do {
        try reopened.open(try RoutePath(parsing: address))
      } catch {
        failures.append("\(address) fails (\(error)): \(replay)")
        continue
      }
      fit(reopened, rows: rows)
      let sameStack =
        reopened.navigator.breadcrumb == live.navigator.breadcrumb
        && (reopened.navigator.modal == nil) == (live.navigator.modal == nil)
      if !sameStack {
        failures.append("\(address) stack \(reopened.navigator.breadcrumb): \(replay)")
      } else if reopened.currentScreen() != screen {
        failures.append("\(address) screen differs: \(replay)")
      }
    }
    #expect(
      failures.isEmpty,
      "\(failures.count) walks:\n\(failures.prefix(20).joined(separator: "\n"))")
    // Every kind of route the app declares ends some walks (five at least), so the property
    // is checked on each.
    for route in DemoScenes.routes.map({ String(describing: $0) }) {
      #expect(
        reached[route, default: 0] >= 5, "\(route) ended \(reached[route, default: 0]) walks")
    }
  }
}
