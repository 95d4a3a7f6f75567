import MVVMC
import Rendering
import Testing

@testable import PSGDemo

@MainActor
@Suite struct CoordinatorFlowTests {
  /// A started, loaded session with every event recorded.
  @MainActor
  private final class Harness {
    let session: DemoSession
    var navigation: [NavigationEvent] = []
    var coordinators: [CoordinatorEvent] = []

    init() async {
      session = DemoSession(configuration: DemoConfiguration { Squad.paris2021 })
      session.navigator.observe { [unowned self] in self.navigation.append($0) }
      session.coordinator.onEvent = { [unowned self] in self.coordinators.append($0) }
      session.start()
      await session.load()
    }

    var list: PlayerListViewModel { session.coordinator.listViewModel }
    var titles: [String] { session.navigator.breadcrumb }

    func run(_ line: String) async throws {
      _ = try await session.execute(try #require(Command(parsing: line)))
    }
  }

  @Test func choosingAFilterDeliversItOnceAndDismissesThePicker() async throws {
    let harness = await Harness()
    try await harness.run("filter")
    #expect(harness.titles == ["Players", "Filters"])
    #expect(harness.session.coordinator.children.count == 1)
    try await harness.run("2")
    #expect(harness.titles == ["Players"])
    #expect(harness.list.filter.value == .goalkeepers)
    #expect(harness.session.coordinator.children.isEmpty)
    #expect(
      harness.coordinators == [
        .childAdded(parent: "AppCoordinator", child: "FilterCoordinator"),
        .childFinished(child: "FilterCoordinator", outcome: "finished(goalkeepers)"),
        .childRemoved(parent: "AppCoordinator", child: "FilterCoordinator"),
      ])
    #expect(
      harness.navigation == [.pushed("Players"), .presented("Filters"), .dismissed("Filters")])
  }

  @Test func filterWithANameStillGoesThroughTheChildCoordinator() async throws {
    let harness = await Harness()
    try await harness.run("filter academy")
    #expect(harness.list.filter.value == .academy)
    #expect(
      harness.navigation == [.pushed("Players"), .presented("Filters"), .dismissed("Filters")])
    #expect(harness.coordinators.count == 3)
  }

  @Test func backFromThePickerCancelsAndKeepsTheFilter() async throws {
    let harness = await Harness()
    try await harness.run("filter forwards")
    try await harness.run("filter")
    try await harness.run("back")
    #expect(harness.list.filter.value == .forwards)
    #expect(harness.titles == ["Players"])
    #expect(
      harness.coordinators.suffix(2) == [
        .childFinished(child: "FilterCoordinator", outcome: "cancelled"),
        .childRemoved(parent: "AppCoordinator", child: "FilterCoordinator"),
      ])
  }

  @Test func thePickerMarksTheCurrentFilter() async throws {
    let harness = await Harness()
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
    let harness = await Harness()
    try await harness.run("filter")
    await #expect(throws: CommandError.self) { try await harness.run("9") }
    await #expect(throws: CommandError.self) { try await harness.run("open 1") }
    #expect(harness.titles == ["Players", "Filters"])
  }

  @Test func openPushesTheDetailAndBackReturnsToTheList() async throws {
    let harness = await Harness()
    try await harness.run("search mbappe")
    try await harness.run("open 1")
    #expect(harness.titles == ["Players", "Kylian MBAPPÉ"])
    try await harness.run("back")
    #expect(harness.titles == ["Players"])
    #expect(harness.session.coordinator.children.isEmpty)
    #expect(harness.list.searchText.value == "mbappe")
  }

  @Test func wrongCommandsChangeNothing() async throws {
    let harness = await Harness()
    let before = harness.session.currentScreen()
    for line in ["open 99", "open zero", "back", "dance", "prev", "next"] {
      await #expect(throws: CommandError.self, "\(line)") { try await harness.run(line) }
    }
    #expect(harness.session.currentScreen() == before)
  }

  @Test func deepLinkToAPlayerBuildsTheWholeStack() async throws {
    let harness = await Harness()
    try harness.session.open(.player(number: 7))
    #expect(harness.titles == ["Players", "Kylian MBAPPÉ"])
    try await harness.run("back")
    #expect(harness.titles == ["Players"])
  }

  @Test func deepLinkToTheListAppliesFilterAndSearch() async throws {
    let harness = await Harness()
    try harness.session.open(try Route(parsing: "players?filter=goalkeepers&search=don"))
    #expect(harness.list.matches.value.map(\.name) == ["Gianluigi DONNARUMMA"])
    #expect(harness.titles == ["Players"])
  }

  @Test func deepLinkToFiltersPresentsThePicker() async throws {
    let harness = await Harness()
    try harness.session.open(.filters)
    #expect(harness.titles == ["Players", "Filters"])
    try await harness.run("back")
    #expect(harness.titles == ["Players"])
  }

  @Test func deepLinkToAMissingNumberIsAnError() async {
    let harness = await Harness()
    #expect(throws: RouteError.self) { try harness.session.open(.player(number: 99)) }
    #expect(harness.titles == ["Players"])
  }

  @Test func nothingOfAFinishedFlowStaysAlive() async throws {
    let harness = await Harness()
    weak var filterCoordinator: AnyObject?
    weak var filterScene: AnyObject?
    weak var filterViewModel: AnyObject?
    weak var detailCoordinator: AnyObject?
    weak var detailScene: AnyObject?
    weak var detailViewModel: AnyObject?

    // Strong references live only inside these blocks.
    do {
      try await harness.run("filter")
      filterCoordinator = harness.session.coordinator.children.first
      let filter = try #require(harness.session.navigator.top as? FilterScene)
      filterScene = filter
      filterViewModel = filter.viewModel
      #expect(filterScene != nil && filterViewModel != nil && filterCoordinator != nil)
    }
    try await harness.run("3")
    do {
      try await harness.run("open 1")
      detailCoordinator = harness.session.coordinator.children.first
      let detail = try #require(harness.session.navigator.top as? PlayerDetailScene)
      detailScene = detail
      detailViewModel = detail.viewModel
      #expect(detailScene != nil && detailViewModel != nil && detailCoordinator != nil)
    }
    try await harness.run("back")

    #expect(harness.session.coordinator.children.isEmpty)
    #expect(filterCoordinator == nil)
    #expect(filterScene == nil)
    #expect(filterViewModel == nil)
    #expect(detailCoordinator == nil)
    #expect(detailScene == nil)
    #expect(detailViewModel == nil)
  }
}
