import MVVMC
import MVVMCTesting
import Testing

// The filter picker's coordinator is the demo's own, not public API.
@testable import PSGDemo

/// A root coordinator for the guide's examples: it shows a "Players" scene and never finishes.
@MainActor
final class PlayersCoordinator: BaseCoordinator<Never> {
  override func start() {
    push(TestScene("Players"))
  }
}

/// The examples of Docs/Coordinators.md, which quotes them: the demo's real filter flow under a
/// small root coordinator.
@MainActor @Suite struct CoordinatorsGuideExamples {
  @Test func childFinishesWithTheChosenFilter() {
    startPrinting()
    let navigator = Navigator()
    let root = PlayersCoordinator(navigator: navigator)
    root.onEvent = { print($0) }
    root.start()
    let filters = FilterCoordinator(
      navigator: navigator, current: .none, strings: DemoStrings(.english))
    root.startChild(filters) { outcome in print("outcome:", outcome) }
    filters.choose(.goalkeepers)  // what the picker does when the user chooses
    // PlayersCoordinator started FilterCoordinator
    // FilterCoordinator finished(goalkeepers)
    // PlayersCoordinator removed FilterCoordinator
    // outcome: finished(goalkeepers)
    #expect(
      printedLines == [
        "PlayersCoordinator started FilterCoordinator",
        "FilterCoordinator finished(goalkeepers)",
        "PlayersCoordinator removed FilterCoordinator",
        "outcome: finished(goalkeepers)",
      ])
    #expect(navigator.breadcrumb == ["Players"])
  }

  @Test func backCancelsTheChild() {
    let root = PlayersCoordinator(navigator: Navigator())
    let flow = FlowRecorder(starting: root)
    let filters = flow.startChild(
      FilterCoordinator(navigator: root.navigator, current: .none, strings: DemoStrings(.english)),
      under: root)
    root.navigator.back()
    flow.expectEvents([
      .navigation(.pushed("Players")),
      .coordinator(.childAdded(parent: "PlayersCoordinator", child: "FilterCoordinator")),
      .navigation(.presented("Filters")),
      .navigation(.dismissed("Filters")),
      .coordinator(.childFinished(child: "FilterCoordinator", outcome: "cancelled")),
      .coordinator(.childRemoved(parent: "PlayersCoordinator", child: "FilterCoordinator")),
    ])
    #expect(filters.outcomes == [.cancelled])
    flow.expectFreed()
    #expect(filters.coordinator == nil)
  }
}
