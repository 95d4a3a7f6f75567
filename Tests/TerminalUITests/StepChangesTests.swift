import Foundation
import MVVMC
import Rendering
import TerminalUI
import Testing

/// What a step changed, read off its events: each box once, from its value before the step
/// to its last, with its listeners; the coordinators started, ended and freed.
@MainActor
@Suite struct StepChangesTests {
  @Test func aBoxThatFiresTwiceIsOneChangeFromItsValueBeforeTheStep() {
    let navigator = Navigator()
    let inspector = Inspector(navigator: navigator)
    let query = Dynamic("", label: "SearchViewModel.query", tracer: inspector.tracer)
    query.bind(owner: "SearchScene") { _ in }
    let count = Dynamic([Int](), label: "SearchViewModel.matches", tracer: inspector.tracer)
    query.value = "m"
    inspector.noteCause("key b")
    query.value = "mb"
    count.value = [1]
    query.value = "mba"
    inspector.record(.coordinator(.childAdded(parent: "AppCoordinator", child: "Picker")))
    inspector.record(.coordinator(.childFinished(child: "Picker", outcome: "cancelled")))
    inspector.record(.freed("Picker"))
    let changes = inspector.inspection().latestChanges
    #expect(
      changes.boxes == [
        StepChanges.Box(
          box: "SearchViewModel.query", old: "m", new: "mba", listeners: ["SearchScene"]),
        StepChanges.Box(
          box: "SearchViewModel.matches", old: "0 elements", new: "1 element", listeners: []),
      ])
    #expect(changes.started == [StepChanges.Started(parent: "AppCoordinator", child: "Picker")])
    #expect(changes.ended == [StepChanges.Ended(coordinator: "Picker", outcome: "cancelled")])
    #expect(changes.freed == ["Picker"])
    #expect(
      changes.lines(.english) == [
        "SearchViewModel.query → SearchScene", "  - m", "  + mba", "SearchViewModel.matches",
        "  - 0 elements", "  + 1 element", "AppCoordinator started Picker", "Picker cancelled",
        "freed Picker",
      ])
  }

  /// A step keeps its changes in its line, and a line of a recording made before has none:
  /// it still reads, and its panel lists no change.
  @Test func aStepKeepsItsChangesAndAnOlderLineReads() throws {
    var step = SessionStep(
      seq: 1, command: "key ↓", route: "players", stack: [], coordinators: [], boxes: [],
      screen: Screen(title: "Players"))
    var changes = StepChanges(events: [Inspection.Event]())
    changes.boxes = [StepChanges.Box(box: "List.row", old: "0", new: "1", listeners: ["Scene"])]
    step.changes = changes
    let line = try JSONEncoder().encode(step)
    #expect(try JSONDecoder().decode(SessionStep.self, from: line) == step)
    let panel = step.inspectorScreen(steps: [step])
    #expect(panelText(panel).contains("Changed at this step · #1 key ↓\n  List.row → Scene"))

    var object = try #require(JSONSerialization.jsonObject(with: line) as? [String: Any])
    object["changes"] = nil
    let older = try JSONDecoder().decode(
      SessionStep.self, from: JSONSerialization.data(withJSONObject: object))
    #expect(older.changes == nil)
    #expect(!panelText(older.inspectorScreen(steps: [older])).contains("Changed"))
  }

  /// The panel's table, one cell a line.
  private func panelText(_ screen: Screen) -> String {
    screen.blocks.compactMap { block -> String? in
      guard case .table(let table) = block else { return nil }
      return table.rows.flatMap { $0.cells.map(\.text) }.joined(separator: "\n")
    }.joined(separator: "\n")
  }
}
