import MVVMC
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

/// Weak references to everything a child flow made.
@MainActor
private struct WeakFlow {
  weak var coordinator: ChoiceCoordinator?
  var scenes: [WeakScene]

  var allFreed: Bool {
    coordinator == nil && scenes.allSatisfy { $0.scene == nil && $0.viewModel == nil }
  }
}

@MainActor
private struct WeakScene {
  weak var scene: ChoiceScene?
  weak var viewModel: ChoiceViewModel?
}

@MainActor
@Suite struct CoordinatorLeakTests {
  /// Starts a child flow under `root` and keeps only weak references to it.
  private func startFlow(
    under root: TestRootCoordinator, scheduler: ManualScheduler, modal: Bool, sceneCount: Int = 1,
    outcomes: Log<CoordinatorOutcome<String>>
  ) -> WeakFlow {
    let child = ChoiceCoordinator(
      navigator: root.navigator, scheduler: scheduler, modal: modal, sceneCount: sceneCount)
    root.startChild(child) { outcomes.append($0) }
    let scenes = (root.navigator.scenes.dropFirst() + (root.navigator.modal.map { [$0] } ?? []))
      .compactMap { $0 as? ChoiceScene }
      .map { WeakScene(scene: $0, viewModel: $0.viewModel) }
    return WeakFlow(coordinator: child, scenes: scenes)
  }

  @Test func aChildFinishedWithAResultIsFreedWithItsScenesAndViewModels() {
    let fixture = CoordinatorFixture()
    let scheduler = ManualScheduler()
    let outcomes = Log<CoordinatorOutcome<String>>()
    let flow = startFlow(
      under: fixture.root, scheduler: scheduler, modal: true, outcomes: outcomes)
    #expect(flow.scenes.count == 1)
    #expect(flow.coordinator != nil && flow.scenes[0].viewModel != nil)
    flow.scenes[0].viewModel?.query.value = "mba"  // leaves a pending debounced delivery
    flow.scenes[0].scene?.onChoose("goalkeepers")
    #expect(outcomes.entries == [.finished("goalkeepers")])
    #expect(flow.allFreed)
    scheduler.advance(by: .seconds(1))  // the pending delivery finds nothing to deliver to
    #expect(fixture.root.children.isEmpty)
  }

  @Test func aChildLeftWithBackIsFreedWithItsScenesAndViewModels() {
    let fixture = CoordinatorFixture()
    let scheduler = ManualScheduler()
    let outcomes = Log<CoordinatorOutcome<String>>()
    let flow = startFlow(
      under: fixture.root, scheduler: scheduler, modal: false, sceneCount: 2, outcomes: outcomes)
    #expect(flow.scenes.count == 2)
    fixture.navigator.back()
    #expect(!flow.allFreed)
    #expect(flow.scenes[0].scene != nil && flow.scenes[1].scene == nil)
    fixture.navigator.back()
    #expect(outcomes.entries == [.cancelled])
    #expect(flow.allFreed)
  }

  @Test func aCancelledParentFreesItsWholeSubtree() {
    let fixture = CoordinatorFixture()
    let scheduler = ManualScheduler()
    weak var weakParent: TestFlowCoordinator?
    var flow: WeakFlow?
    let outcomes = Log<CoordinatorOutcome<String>>()
    do {
      let parent = TestFlowCoordinator("A", style: .push(count: 1), navigator: fixture.navigator)
      weakParent = parent
      fixture.root.startChild(parent)
      let child = ChoiceCoordinator(
        navigator: fixture.navigator, scheduler: scheduler, modal: true)
      parent.startChild(child) { outcomes.append($0) }
      let scene = fixture.navigator.modal as? ChoiceScene
      flow = WeakFlow(
        coordinator: child, scenes: [WeakScene(scene: scene, viewModel: scene?.viewModel)])
    }
    weakParent?.cancel()
    #expect(outcomes.entries == [.cancelled])
    #expect(weakParent == nil)
    #expect(flow?.allFreed == true)
    #expect(fixture.stack == "Players")
  }

  @Test func aRunningChildIsKeptAliveByItsParent() {
    let fixture = CoordinatorFixture()
    let outcomes = Log<CoordinatorOutcome<String>>()
    let flow = startFlow(
      under: fixture.root, scheduler: ManualScheduler(), modal: true, outcomes: outcomes)
    #expect(flow.coordinator != nil)
    #expect(flow.scenes.first?.scene != nil)
    #expect(flow.scenes.first?.viewModel != nil)
  }
}
