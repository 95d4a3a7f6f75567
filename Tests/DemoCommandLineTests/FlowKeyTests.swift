import MVVMC
import PlayerFeed
import Rendering
import TerminalUI
import Testing

@testable import DemoCommandLine
@testable import PSGDemo

/// Every child a coordinator lists is reached by a key in the full-screen app: the parent's
/// scene lists the key in its `?` help and its footer, and pressing it opens the child. The
/// table covers every segment that may follow the list and a player's page in the route tree,
/// so a child added to a parent's `Route` without a key here fails.
@MainActor
@Suite struct FlowKeyTests {
  /// Each child with the route of its parent's scene, the action that opens it and the
  /// segment type it shows.
  /// The first player's page, as the exported site holds it.
  static let page = "player/id/\(Squad.paris2021[0].id)"

  static let children: [(parent: String, action: Action, segment: any RouteSegment.Type)] = [
    ("", .filter, FilterPickerRoute.self),
    ("", .openRow, PlayerDetailRoute.self),
    ("", .scorers, TopScorersRoute.self),
    ("", .pin, PinRoute.self),
    (Self.page, .compare, ComparisonRoute.self),
    (Self.page, .teammates, TeammatesRoute.self),
  ]

  @Test func theTableNamesEveryChildOfTheListAndOfAPage() {
    let tree = DemoScenes.routeTree
    for (parent, type) in [("", PlayerListRoute.self), (Self.page, PlayerDetailRoute.self)]
      as [(String, any RouteSegment.Type)]
    {
      for follower in tree.followers(of: type) {
        #expect(
          Self.children.contains {
            $0.parent == parent && ObjectIdentifier($0.segment) == ObjectIdentifier(follower)
          }, "\(follower) below \(type) has a key here")
      }
    }
  }

  @Test func theHelpListsEachChildsKeyAndPressingItOpensTheChild() async throws {
    for (parent, action, segment) in Self.children {
      let run = try await FullScreenRun(
        size: TerminalSize(columns: 120, rows: 40), route: parent.isEmpty ? nil : parent)
      let hint = try #require(action.hint?(.english), "\(action.name) has a hint")
      run.terminal.type("?")
      #expect(
        run.terminal.screenLines.contains { $0.contains(hint.keys) && $0.contains(hint.action) },
        "the help over \(parent) lists \(hint.keys) \(hint.action)")
      run.terminal.type("?")
      let before = try #require(run.session.navigator.top)
      let key = try #require(action.keys.first)
      switch key {
      case .character(let character): run.terminal.type(String(character))
      case .enter: run.terminal.type("\r")
      default: Issue.record("\(action.name) is pressed by \(key)")
      }
      let top = try #require(run.session.navigator.top)
      #expect(top !== before, "\(action.name) over \(parent) opens a scene")
      let shown = try #require(run.session.navigator.segment(of: top))
      #expect(
        ObjectIdentifier(type(of: shown)) == ObjectIdentifier(segment),
        "\(action.name) over \(parent) opens \(type(of: shown))")
    }
  }
}
