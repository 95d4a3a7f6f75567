import MVVMC
import MVVMCTesting
import PlayerFeed
import Rendering
import Testing

@testable import PSGDemo

/// The filter picker is the framework's picker flow over the filters: in the app, its outcome
/// reaches the app coordinator exactly once however the picker ends, a choice applies the filter
/// once, and whatever the kept view model is told afterwards changes nothing.
@MainActor
@Suite struct FilterPickerFlowTests {
  /// How the picker ends.
  enum Ending: String, CaseIterable, CustomTestStringConvertible {
    case choice, back, escape, route, quit

    var testDescription: String { rawValue }
  }

  private static let picker = "PickerCoordinator<PlayerFilter>"

  @Test(arguments: Ending.allCases)
  func theOutcomeIsDeliveredOnce(ending: Ending) async throws {
    let harness = await SessionHarness(isKeyDriven: true, recording: .fromStart)
    let (session, flow) = (harness.session, harness.flow)
    let list = session.coordinator.listViewModel
    list.apply(.forwards)
    var appliedFilters: [PlayerFilter] = []
    list.filter.bind { appliedFilters.append($0) }

    _ = try await session.execute(try #require(Command(parsing: "filter")))
    let coordinator = try #require(
      session.navigator.topOwner as? PickerCoordinator<PlayerFilter>)
    let viewModel = coordinator.viewModel
    #expect(viewModel.highlightedOption == .forwards)
    flow.skipEvents()

    switch ending {
    case .choice:
      _ = try await session.execute(try #require(Command(parsing: "2")))
    case .back:
      _ = try await session.execute(try #require(Command(parsing: "back")))
    case .escape:
      let scene = try #require(session.navigator.top as? FilterScene)
      #expect(scene.handle(.escape) == .handled)
    case .route:
      // The list keeps its filter, so only the picker's outcome could change it.
      try session.open(try RoutePath(parsing: "players?filter=forwards/player/id/32"))
    case .quit:
      #expect(try await session.execute(.quit) == .quit)
    }
    // The ended picker's view model, told to choose or cancel again, is ignored.
    viewModel.choose(.academy)
    viewModel.cancel()
    coordinator.cancel()

    let outcome = ending == .choice ? "finished(goalkeepers)" : "cancelled"
    let ended = flow.uncheckedEvents.compactMap { event -> CoordinatorEvent? in
      if case .coordinator(let event) = event { event } else { nil }
    }
    #expect(
      ended.prefix(2) == [
        .childFinished(child: Self.picker, outcome: outcome),
        .childRemoved(parent: "AppCoordinator", child: Self.picker),
      ])
    let pickerEndings = ended.filter {
      if case .childFinished(Self.picker, _) = $0 { true } else { false }
    }
    #expect(pickerEndings.count == 1)
    #expect(appliedFilters == (ending == .choice ? [.goalkeepers] : []))
    #expect(list.filter.value == (ending == .choice ? .goalkeepers : .forwards))
    #expect(session.navigator.modal == nil)
    #expect(!session.coordinator.children.contains { $0 === coordinator })
  }

  /// The framework's child-flow harness sees the same: one outcome, and nothing left alive. (A
  /// route ends the picker as `back` does: the navigator refuses to replace the stack under a
  /// modal scene, so opening a route goes back to the list first.)
  @Test(arguments: [Ending.choice, .back])
  func aChildFlowRecordsOneOutcomeAndIsFreed(ending: Ending) {
    let root = PlayersCoordinator(navigator: Navigator())
    let flow = FlowRecorder(starting: root)
    let filters = flow.startChild(
      PickerCoordinator.filterPicker(
        navigator: root.navigator, current: .none, strings: DemoStrings(.english)),
      under: root)
    weak let viewModel = filters.coordinator?.viewModel
    switch ending {
    case .choice: viewModel?.choose(.defenders)
    case .back, .escape, .route, .quit: root.navigator.back()
    }
    viewModel?.choose(.academy)
    filters.coordinator?.cancel()
    #expect(filters.outcomes == (ending == .choice ? [.finished(.defenders)] : [.cancelled]))
    #expect(filters.coordinator == nil)
    #expect(viewModel == nil)
    flow.expectFreed()
  }
}

/// A root coordinator that shows one placeholder scene and never finishes.
@MainActor
private final class PlayersCoordinator: BaseCoordinator<Never> {
  override func start() {
    push(PlayerListPlaceholder())
  }
}

/// A scene that stands for the list under the picker.
@MainActor
private final class PlayerListPlaceholder: Scene {
  let title = "Players"

  func makeScreen() -> Screen {
    Screen(title: title)
  }
}
