import MVVMC
import PSGDemo
import PlayerFeed
import Testing

@testable import DemoCommandLine

/// Every flow of the demo is inspected truly (issue 50, item 2): each box the panel shows
/// fired an event when its value changed, and what the flow made is let go when it ends, so
/// each coordinator, scene and view model seen while the flow ran, and not there before it,
/// has a `freed` event by the time the command that ends the flow has run.
@MainActor
@Suite struct EveryFlowInspectedTests {
  /// Each flow, from the list back to the list: the commands that open it, walk it and end it.
  nonisolated static let flows: [[String]] = [
    ["filter", "2"],
    ["filter", "back"],
    ["open 1", "back"],
    ["open 1", "compare", "search ney", "1", "back", "back"],
    ["open 1", "compare", "back", "back"],
    ["open 1", "compare 34", "back", "back"],
    ["open 1", "teammates", "back", "back"],
    ["scorers", "open 1", "back", "back"],
    ["pin 3", "yes"],
    ["pin 3", "no"],
    // Opening a route ends every child flow first, the picker shown included.
    ["open 1", "compare", "goto scorers", "goto players"],
    ["filter", "goto player/id/32", "back"],
  ]

  /// The names the inspector gives, in `freed` events, to the coordinators of the tree, the
  /// scenes shown and their view models.
  static func liveNames(_ session: DemoSession) -> [String] {
    var names: [String] = []
    var pending: [any Coordinator] = session.inspector.root.map { [$0] } ?? []
    while let coordinator = pending.popLast() {
      names.append(coordinator.name)
      pending += coordinator.children
    }
    for scene in session.navigator.shownScenes {
      names.append("\(type(of: scene)): \(scene.title)")
      if let viewModel = scene.viewModelObject {
        names.append(String(describing: type(of: viewModel)))
      }
    }
    return names
  }

  @Test(arguments: flows)
  func aFlowTracesItsBoxesAndFreesWhatItMadeWhenItEnds(_ flow: [String]) async throws {
    let session = DemoSession(configuration: DemoConfiguration(pageSize: 50) { Squad.paris2021 })
    session.start()
    await session.load()
    let before = Set(Self.liveNames(session))
    _ = session.inspector.inspection()
    let start = session.inspector.latestEventNumber
    var made: Set<String> = []
    // Each scene's boxes as the panel showed them last, and the newest event then.
    var shown: [String: (boxes: [String: String], seen: Int)] = [:]
    func checkBoxes(after line: String) {
      let inspection = session.inspector.inspection()
      let scene = inspection.boxesScene ?? ""
      let since = shown[scene]?.seen ?? start
      let fired = session.inspector.events(after: since).events.compactMap { event in
        if case .binding(let firing) = event.kind { firing.label } else { nil }
      }
      for box in inspection.boxes {
        guard let old = shown[scene]?.boxes[box.name], old != box.value else { continue }
        #expect(
          fired.contains { $0 == box.name || $0.hasSuffix("." + box.name) },
          "\(flow), after \(line): \(scene).\(box.name) went \(old) → \(box.value) unheard")
      }
      shown[scene] = (
        Dictionary(inspection.boxes.map { ($0.name, $0.value) }) { $1 },
        session.inspector.latestEventNumber
      )
    }
    checkBoxes(after: "the start")
    for line in flow {
      let command = try #require(Command(parsing: line))
      _ = try await session.execute(command)
      made.formUnion(Set(Self.liveNames(session)).subtracting(before))
      checkBoxes(after: line)
    }
    #expect(shown.count >= 2, "\(flow) showed the boxes of \(shown.keys.sorted())")
    #expect(made.count >= 2, "\(flow) made \(made.sorted())")
    #expect(Set(Self.liveNames(session)) == before, "\(flow)")
    _ = session.inspector.inspection()
    let freed = session.inspector.events(after: start).events.compactMap { event in
      if case .freed(let name) = event.kind { name } else { nil }
    }
    let kept = made.subtracting(freed)
    #expect(kept.isEmpty, "\(flow): not freed \(kept.sorted()); freed \(freed)")
  }
}
