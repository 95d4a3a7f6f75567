import MVVMC
import MVVMCTesting
import Rendering
import Testing

/// The harness itself: it must see what it claims to see, and fail when it should.
@MainActor
@Suite struct FlowRecorderTests {
  @Test func navigationAndCoordinatorEventsShareOneOrderedList() {
    let (root, flow) = startTestRoot()
    let filters = flow.startChild(
      TestFlowCoordinator("Filters", style: .present, navigator: root.navigator), under: root)
    filters.coordinator?.finish(with: "all")
    #expect(
      flow.events.map(\.description) == [
        "navigation push Players",
        "coordinator TestRootCoordinator started Filters",
        "navigation present Filters",
        "navigation dismiss Filters",
        "coordinator Filters finished(all)",
        "coordinator TestRootCoordinator removed Filters",
      ])
    #expect(flow.navigationEvents.count == 3 && flow.coordinatorEvents.count == 3)
  }

  @Test func expectEventsChecksOnlyWhatCameSinceTheLastCheck() {
    let (root, flow) = startTestRoot()
    flow.expectEvents([.navigation(.pushed("Players"))])
    #expect(flow.uncheckedEvents.isEmpty)
    root.navigator.back()
    #expect(flow.uncheckedEvents.count == 1)
    flow.expectEvents([.navigation(.ignored(.back, reason: "already at the root scene"))])
    flow.expectEvents([])
  }

  @Test func aDifferentSequenceIsRecordedAsAnIssue() {
    let (root, flow) = startTestRoot()
    root.navigator.back()
    withKnownIssue {
      flow.expectEvents([.navigation(.pushed("Players"))])
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("first at event 2") && text.contains("2. navigation ignored back")
    }
    flow.expectEvents([])  // the failed check still marked the events checked
  }

  @Test func aSceneTheTestStillHoldsIsReportedWithItsViewModel() {
    let (root, flow) = startTestRoot()
    let detail = flow.startChild(
      TestFlowCoordinator("Detail", style: .push(count: 1), navigator: root.navigator),
      under: root)
    let kept = root.navigator.top
    root.navigator.back()
    #expect(detail.outcomes == [.cancelled])
    #expect(detail.coordinator == nil)
    #expect(flow.leaks == ["scene Detail 1", "view model TestViewModel of scene Detail 1"])
    withKnownIssue {
      flow.expectFreed()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("scene Detail 1")
    }
    withExtendedLifetime(kept) {}
  }

  @Test func aFinishedCoordinatorTheTestStillHoldsIsReported() {
    let (root, flow) = startTestRoot()
    let child = TestFlowCoordinator("Detail", style: .push(count: 1), navigator: root.navigator)
    flow.startChild(child, under: root)
    #expect(flow.leaks.isEmpty)
    child.cancel()
    // The test holds the child, and the child its scenes: all three are reported.
    #expect(
      flow.leaks == [
        "coordinator Detail", "scene Detail 1", "view model TestViewModel of scene Detail 1",
      ])
  }

  @Test func aViewModelSharedWithASceneStillShownIsNotALeak() {
    let (root, flow) = startTestRoot()
    let shared = TestViewModel(caption: "shared")
    root.navigator.push(TestScene("Shown", viewModel: shared))
    root.navigator.push(TestScene("Popped", viewModel: shared))
    root.navigator.pop()
    #expect(flow.leaks.isEmpty)
    root.navigator.pop()
    // Now no scene in use holds it, and the test does.
    #expect(flow.leaks == ["view model TestViewModel of scene Shown"])
  }

  @Test func anEarlierEventHandlerOfTheRootKeepsBeingCalled() {
    let root = TestRootCoordinator(navigator: Navigator())
    let earlier = Log<String>()
    root.onEvent = { earlier.append($0.description) }
    let flow = FlowRecorder(observing: root)
    root.start()
    root.startChild(TestFlowCoordinator("Filters", style: .present, navigator: root.navigator))
    #expect(earlier.entries == ["TestRootCoordinator started Filters"])
    #expect(
      flow.coordinatorEvents == [.childAdded(parent: "TestRootCoordinator", child: "Filters")])
  }

  @Test func theViewModelIsTheOneTheSceneNames() {
    let viewModel = TestViewModel(caption: "x")
    #expect(FlowRecorder.viewModel(of: TestScene("A", viewModel: viewModel)) === viewModel)
    // A property named `viewModel` alone is not enough: only the protocol names a view model.
    #expect(FlowRecorder.viewModel(of: UnnamedViewModelScene(viewModel: viewModel)) == nil)
  }
}

/// A scene that keeps a view model without naming it as its `viewModelObject`.
@MainActor
private final class UnnamedViewModelScene: Scene {
  let viewModel: TestViewModel
  init(viewModel: TestViewModel) { self.viewModel = viewModel }
  var title: String { "Unnamed" }
  func makeScreen() -> Screen { Screen(title: title) }
}
