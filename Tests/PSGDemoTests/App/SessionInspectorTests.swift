import MVVMC
import PlayerFeed
import TerminalUI
import Testing

@testable import PSGDemo

/// The session's inspector hears the whole app, and goes with the session.
@MainActor
@Suite struct SessionInspectorTests {
  @Test func inspectShowsThePlayerFlowAndTheSessionIsFreedAfterwards() async throws {
    weak var weakSession: DemoSession?
    weak var weakInspector: Inspector?
    do {
      let session = await DemoSession.loaded()
      weakSession = session
      weakInspector = session.inspector
      _ = try await session.execute(Command(parsing: "open 1")!)
      #expect(try await session.execute(Command(parsing: "inspect")!) == .inspect)
      let inspection = session.inspector.inspection()
      #expect(inspection.coordinators.map(\.name) == ["AppCoordinator", "PlayerDetailCoordinator"])
      #expect(inspection.coordinators.map(\.depth) == [0, 1])
      // The list below names the player opened, which it marks when it shows again.
      #expect(inspection.stack.map(\.route) == ["players?visited=1", "player/id/1"])
      // The page's player never changes: a constant, not a box.
      #expect(inspection.boxes.isEmpty)
      #expect(inspection.events.first?.description == "navigation push Keylor NAVAS")
      // A command is the cause its events are grouped under.
      #expect(inspection.events.contains { $0.kind == .cause("command open 1") })
      #expect(
        inspection.events.contains {
          $0.description == "coordinator AppCoordinator started PlayerDetailCoordinator"
        })
      #expect(session.inspectionScreen().title == "Inspector")
    }
    #expect(weakSession == nil)
    #expect(weakInspector == nil)
  }

  @Test func keepsTheNewestEventsOnly() {
    let navigator = Navigator()
    let inspector = Inspector(navigator: navigator, capacity: 3)
    let box = Dynamic(0, label: "Counter.value", tracer: inspector.tracer)
    for value in 1...10 { box.value = value }
    let events = inspector.inspection().events
    #expect(events.map(\.number) == [10, 9, 8])
    #expect(
      events.map(\.summary) == ["binding value = 10", "binding value = 9", "binding value = 8"])
    #expect(Inspector(navigator: navigator, capacity: -5).capacity == 1)
    #expect(Inspector(navigator: navigator, capacity: .max).capacity == 1_000)
  }
}
