import MVVMC
import MVVMCTesting
import Rendering
import Testing

/// A view model with a derived, debounced box, as a search screen would have.
@MainActor
private final class ChoiceViewModel {
  let query = Dynamic("")
  let settledQuery: Dynamic<String>

  init(scheduler: ManualScheduler) {
    settledQuery = query.debounced(for: .milliseconds(300), scheduler: scheduler)
  }
}

/// A scene that binds to its view model and reports a choice through a closure.
@MainActor
private final class ChoiceScene: Scene {
  let title: String
  let viewModel: ChoiceViewModel
  var viewModelObject: AnyObject? { viewModel }
  let onChoose: (String) -> Void
  private(set) var redraws = 0

  init(title: String, viewModel: ChoiceViewModel, onChoose: @escaping (String) -> Void) {
    self.title = title
    self.viewModel = viewModel
    self.onChoose = onChoose
    viewModel.settledQuery.bind(self) { scene, _ in scene.redraws += 1 }
  }

  func makeScreen() -> Screen { Screen(title: title) }
}

/// A child flow that shows `sceneCount` choice scenes (the first presented when `modal`).
@MainActor
private final class ChoiceCoordinator: BaseCoordinator<String> {
  let scheduler: ManualScheduler
  let modal: Bool
  let sceneCount: Int

  init(navigator: Navigator, scheduler: ManualScheduler, modal: Bool, sceneCount: Int = 1) {
    self.scheduler = scheduler
    self.modal = modal
    self.sceneCount = sceneCount
    super.init(navigator: navigator)
  }

  override func start() {
    for index in 1...sceneCount {
      let scene = ChoiceScene(
        title: "Choice \(index)", viewModel: ChoiceViewModel(scheduler: scheduler),
        onChoose: { [weak self] choice in self?.finish(with: choice) })
      if modal { present(scene) } else { push(scene) }
    }
  }
}

@MainActor
@Suite struct CoordinatorLeakTests {
  @Test func aChildFinishedWithAResultIsFreedWithItsScenesAndViewModels() throws {
    let (root, flow) = startTestRoot()
    let scheduler = ManualScheduler()
    let choice = flow.startChild(
      ChoiceCoordinator(navigator: root.navigator, scheduler: scheduler, modal: true), under: root)
    #expect(flow.leaks.isEmpty)
    do {
      let scene = try #require(root.navigator.modal as? ChoiceScene)
      scene.viewModel.query.value = "mba"  // leaves a pending debounced delivery
      scene.onChoose("goalkeepers")
    }
    #expect(choice.outcomes == [.finished("goalkeepers")])
    flow.expectFreed()
    #expect(choice.coordinator == nil)
    scheduler.advance(by: .seconds(1))  // the pending delivery finds nothing to deliver to
    #expect(root.children.isEmpty)
  }

  @Test func aChildLeftWithBackIsFreedWithItsScenesAndViewModels() {
    let (root, flow) = startTestRoot()
    let choice = flow.startChild(
      ChoiceCoordinator(
        navigator: root.navigator, scheduler: ManualScheduler(), modal: false, sceneCount: 2),
      under: root)
    root.navigator.back()
    // The child still runs and owns "Choice 1"; the popped "Choice 2" is gone already.
    flow.expectFreed()
    #expect(choice.coordinator != nil)
    root.navigator.back()
    #expect(choice.outcomes == [.cancelled])
    flow.expectFreed()
    #expect(choice.coordinator == nil)
    flow.expectEvents([
      .navigation(.pushed("Players")),
      .coordinator(.childAdded(parent: "TestRootCoordinator", child: "ChoiceCoordinator")),
      .navigation(.pushed("Choice 1")),
      .navigation(.pushed("Choice 2")),
      .navigation(.popped("Choice 2")),
      .navigation(.popped("Choice 1")),
      .coordinator(.childFinished(child: "ChoiceCoordinator", outcome: "cancelled")),
      .coordinator(.childRemoved(parent: "TestRootCoordinator", child: "ChoiceCoordinator")),
    ])
  }

  @Test func aCancelledParentFreesItsWholeSubtree() {
    let (root, flow) = startTestRoot()
    let parent = flow.startChild(
      TestFlowCoordinator("A", style: .push(count: 1), navigator: root.navigator), under: root)
    let child = parent.coordinator.map { parent in
      flow.startChild(
        ChoiceCoordinator(navigator: root.navigator, scheduler: ManualScheduler(), modal: true),
        under: parent)
    }
    #expect(root.navigator.stackDescription == "Players > A 1 | Choice 1")
    parent.coordinator?.cancel()
    #expect(child?.outcomes == [.cancelled])
    #expect(parent.outcomes == [.cancelled])
    #expect(parent.coordinator == nil && child?.coordinator == nil)
    flow.expectFreed()
    #expect(root.navigator.stackDescription == "Players")
  }

  @Test func aRunningChildIsKeptAliveByItsParent() throws {
    let (root, flow) = startTestRoot()
    let choice = flow.startChild(
      ChoiceCoordinator(navigator: root.navigator, scheduler: ManualScheduler(), modal: true),
      under: root)
    #expect(choice.coordinator != nil)
    #expect((root.navigator.modal as? ChoiceScene)?.viewModel != nil)
    #expect(flow.leaks.isEmpty)
  }
}
