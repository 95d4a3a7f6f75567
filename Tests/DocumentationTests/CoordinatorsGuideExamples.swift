import MVVMC
import MVVMCTesting
import Testing

// The filter picker is the demo's use of the framework's picker, not public API.
@testable import PSGDemo

/// A root coordinator for the guide's examples: it shows a "Players" scene and never finishes.
@MainActor
final class PlayersCoordinator: BaseCoordinator<Never> {
  override func start() {
    push(TestScene("Players"))
  }
}

/// The examples of Docs/Coordinators.md, which quotes them: the demo's real filter picker (the
/// framework's picker flow over the filters) under a small root coordinator.
@MainActor @Suite struct CoordinatorsGuideExamples {
  @Test func childFinishesWithTheChosenFilter() {
    startPrinting()
    let navigator = Navigator()
    let root = PlayersCoordinator(navigator: navigator)
    root.onEvent = { print($0) }
    root.start()
    let filters = PickerCoordinator.filterPicker(
      navigator: navigator, current: .none, strings: DemoStrings(.english))
    root.startChild(filters) { outcome in print("outcome:", outcome) }
    filters.viewModel.choose(.goalkeepers)  // what the scene does when the user chooses
    // PlayersCoordinator started PickerCoordinator<PlayerFilter>
    // PickerCoordinator<PlayerFilter> finished(goalkeepers)
    // PlayersCoordinator removed PickerCoordinator<PlayerFilter>
    // outcome: finished(goalkeepers)
    #expect(
      printedLines == [
        "PlayersCoordinator started PickerCoordinator<PlayerFilter>",
        "PickerCoordinator<PlayerFilter> finished(goalkeepers)",
        "PlayersCoordinator removed PickerCoordinator<PlayerFilter>",
        "outcome: finished(goalkeepers)",
      ])
    #expect(navigator.breadcrumb == ["Players"])
  }

  @Test func backCancelsTheChild() {
    let root = PlayersCoordinator(navigator: Navigator())
    let flow = FlowRecorder(starting: root)
    let filters = flow.startChild(
      PickerCoordinator.filterPicker(
        navigator: root.navigator, current: .none, strings: DemoStrings(.english)),
      under: root)
    root.navigator.back()
    let picker = "PickerCoordinator<PlayerFilter>"
    flow.expectEvents([
      .navigation(.pushed("Players")),
      .coordinator(.childAdded(parent: "PlayersCoordinator", child: picker)),
      .navigation(.presented("Filters")),
      .navigation(.dismissed("Filters")),
      .coordinator(.childFinished(child: picker, outcome: "cancelled")),
      .coordinator(.childRemoved(parent: "PlayersCoordinator", child: picker)),
    ])
    #expect(filters.outcomes == [.cancelled])
    flow.expectFreed()
    #expect(filters.coordinator == nil)
  }
}
