import MVVMC
import MVVMCTesting
import PlayerFeed
import Rendering
import Testing

@testable import PSGDemo

@MainActor
@Suite struct CoordinatorFlowTests {
  @Test func choosingAFilterDeliversItOnceAndDismissesThePicker() async throws {
    let harness = await SessionHarness(recording: .fromStart)
    try await harness.run("filter")
    #expect(harness.titles == ["Players", "Filters"])
    #expect(harness.session.coordinator.children.count == 1)
    try await harness.run("2")
    #expect(harness.titles == ["Players"])
    #expect(harness.list.filter.value == .goalkeepers)
    #expect(harness.session.coordinator.children.isEmpty)
    harness.flow.expectEvents([
      .navigation(.pushed("Players")),
      .coordinator(.childAdded(parent: "AppCoordinator", child: "PickerCoordinator<PlayerFilter>")),
      .navigation(.presented("Filters")),
      .navigation(.dismissed("Filters")),
      .coordinator(
        .childFinished(child: "PickerCoordinator<PlayerFilter>", outcome: "finished(goalkeepers)")),
      .coordinator(
        .childRemoved(parent: "AppCoordinator", child: "PickerCoordinator<PlayerFilter>")),
    ])
    harness.flow.expectFreed()
  }

  @Test func filterWithANameStillGoesThroughTheChildCoordinator() async throws {
    let harness = await SessionHarness(recording: .fromStart)
    try await harness.run("filter academy")
    #expect(harness.list.filter.value == .academy)
    #expect(
      harness.navigation == [.pushed("Players"), .presented("Filters"), .dismissed("Filters")])
    #expect(harness.coordinators.count == 3)
  }

  @Test func backFromThePickerCancelsAndKeepsTheFilter() async throws {
    let harness = await SessionHarness(recording: .fromStart)
    try await harness.run("filter forwards")
    try await harness.run("filter")
    try await harness.run("back")
    #expect(harness.list.filter.value == .forwards)
    #expect(harness.titles == ["Players"])
    #expect(
      harness.coordinators.suffix(2) == [
        .childFinished(child: "PickerCoordinator<PlayerFilter>", outcome: "cancelled"),
        .childRemoved(parent: "AppCoordinator", child: "PickerCoordinator<PlayerFilter>"),
      ])
  }

  @Test func thePickerMarksTheCurrentFilter() async throws {
    let harness = await SessionHarness(recording: .fromStart)
    try await harness.run("filter defenders")
    try await harness.run("filter")
    let screen = harness.session.currentScreen()
    let options = screen.blocks.compactMap { block -> OptionList? in
      if case .options(let list) = block { return list }
      return nil
    }
    #expect(options.first?.selectedIndex == 2)
    #expect(options.first?.options.count == 8)
  }

  @Test func anUnknownFilterIsRefusedAndThePickerStays() async throws {
    let harness = await SessionHarness(recording: .fromStart)
    try await harness.run("filter")
    await #expect(throws: CommandError.self) { try await harness.run("9") }
    await #expect(throws: CommandError.self) { try await harness.run("open 1") }
    #expect(harness.titles == ["Players", "Filters"])
  }

  @Test func openPushesTheDetailAndBackReturnsToTheList() async throws {
    let harness = await SessionHarness(recording: .fromStart)
    try await harness.run("search mbappe")
    try await harness.run("open 1")
    #expect(harness.titles == ["Players", "Kylian MBAPPÉ"])
    try await harness.run("back")
    #expect(harness.titles == ["Players"])
    #expect(harness.session.coordinator.children.isEmpty)
    #expect(harness.list.searchText.value == "mbappe")
  }

  @Test func wrongCommandsChangeNothing() async throws {
    let harness = await SessionHarness(recording: .fromStart)
    let before = harness.session.currentScreen()
    for line in ["open 99", "open zero", "back", "dance", "prev", "next"] {
      await #expect(throws: CommandError.self, "\(line)") { try await harness.run(line) }
    }
    #expect(harness.session.currentScreen() == before)
  }

  @Test func deepLinkToAPlayerBuildsTheWholeStack() async throws {
    let harness = await SessionHarness(recording: .fromStart)
    try harness.session.open(.player(number: 7))
    #expect(harness.titles == ["Players", "Kylian MBAPPÉ"])
    try await harness.run("back")
    #expect(harness.titles == ["Players"])
  }

  @Test func deepLinkToTheListAppliesFilterAndSearch() async throws {
    let harness = await SessionHarness(recording: .fromStart)
    try harness.session.open(try RoutePath(parsing: "players?filter=goalkeepers&search=don"))
    #expect(harness.list.matches.value.map(\.name) == ["Gianluigi DONNARUMMA"])
    #expect(harness.titles == ["Players"])
  }

  @Test func deepLinkToFiltersPresentsThePicker() async throws {
    let harness = await SessionHarness(recording: .fromStart)
    try harness.session.open(.filters)
    #expect(harness.titles == ["Players", "Filters"])
    try await harness.run("back")
    #expect(harness.titles == ["Players"])
  }

  @Test func deepLinkToAMissingNumberIsAnError() async {
    let harness = await SessionHarness(recording: .fromStart)
    #expect(throws: RouteError.self) { try harness.session.open(.player(number: 99)) }
    #expect(harness.titles == ["Players"])
  }

  @Test func nothingOfAFinishedFlowStaysAlive() async throws {
    let harness = await SessionHarness(recording: .fromStart)
    try await harness.run("filter")
    #expect(harness.session.navigator.top is FilterScene)
    #expect(harness.flow.leaks.isEmpty)
    try await harness.run("3")
    try await harness.run("open 1")
    #expect(harness.session.navigator.top is PlayerDetailScene)
    try await harness.run("back")

    #expect(harness.session.coordinator.children.isEmpty)
    harness.flow.expectFreed()
    #expect(harness.titles == ["Players"])
  }

  @Test func scenesOfEndedFlowsTheTestKeepsAreReported() async throws {
    let harness = await SessionHarness(recording: .fromStart)
    try await harness.run("filter")
    let filter = harness.session.navigator.top
    try await harness.run("1")
    try await harness.run("open 1")
    let detail = harness.session.navigator.top
    try await harness.run("back")
    #expect(
      harness.flow.leaks == [
        "scene Filters", "view model PickerViewModel<PlayerFilter> of scene Filters",
        "scene Keylor NAVAS", "view model PlayerDetailViewModel of scene Keylor NAVAS",
      ])
    withExtendedLifetime((filter, detail)) {}
  }
}
