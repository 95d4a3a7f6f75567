import MVVMC
import PSGDemo
import PlayerFeed
import Rendering
import TerminalUI
import Testing

@testable import DemoCommandLine

/// Every flow added below a scene is reached by a key in the full-screen app: the scene it is
/// added below lists the key in its `?` help and its footer, and pressing it opens the flow.
/// The flows are read from the app's declarations, so a new one is checked without an edit.
@MainActor
@Suite struct FlowKeyTests {
  /// Each flow with its action, the key that presses it, and a route to the scene it is added
  /// below: a page that scene adds to the exported site (the list, a player's page, the
  /// scorers' first page).
  static func flowsByKey() -> [(flow: FlowContribution, action: Action, key: Key, parent: String)] {
    let scenes = DemoScenes.standard
    return scenes.flows.compactMap { flow in
      guard let action = flow.action, let key = action.keys.first,
        let parentType = scenes.routes.first(where: {
          ObjectIdentifier($0) == ObjectIdentifier(flow.parent)
        }),
        let parent = parentType.siteRoutes(players: Squad.paris2021, pageSize: 50)
          .first(where: { _ in true })
      else { return nil }
      return (flow, action, key, parent.address)
    }
  }

  @Test func everyFlowHasAKeyOnTheSceneItIsAddedBelow() {
    let flows = Self.flowsByKey()
    #expect(flows.count == DemoScenes.standard.flows.count, "every flow has an action and a key")
    #expect(flows.contains { $0.action.name.word == "scorers" }, "the top scorers")
  }

  @Test func theHelpListsEachFlowsKeyAndPressingItOpensTheFlow() async throws {
    for (flow, action, key, parent) in Self.flowsByKey() {
      let run = try await FullScreenRun(
        size: TerminalSize(columns: 120, rows: 40), route: parent.isEmpty ? nil : parent)
      let hint = try #require(action.hint?(.english), "\(action.name) has a hint")
      let footer = try #require(run.terminal.screenLines.last { !$0.isEmpty })
      #expect(footer.contains("\(hint.keys) \(hint.action)"), "\(parent): \(footer)")
      run.terminal.type("?")
      #expect(
        run.terminal.screenLines.contains { $0.contains(hint.keys) && $0.contains(hint.action) },
        "the help over \(parent) lists \(hint.keys) \(hint.action)")
      run.terminal.type("?")
      let before = run.session.navigator.scenes.count
      guard case .character(let character) = key else {
        Issue.record("\(action.name) is pressed by \(key), not a character")
        continue
      }
      run.terminal.type(String(character))
      #expect(run.session.navigator.scenes.count == before + 1, "\(action.name) over \(parent)")
      let top = try #require(run.session.navigator.top?.routeSegment)
      #expect(
        ObjectIdentifier(type(of: top)) == ObjectIdentifier(flow.segment),
        "\(character) over \(parent) opens \(type(of: top))")
    }
  }
}
