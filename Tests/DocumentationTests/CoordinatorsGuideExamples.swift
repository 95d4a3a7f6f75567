import MVVMC
import PSGDemo
import Testing

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
    startPrinting()
    let navigator = Navigator()
    let root = PlayersCoordinator(navigator: navigator)
    var tree: [String] = []
    root.onEvent = { tree.append($0.description) }
    root.start()
    var outcomes: [CoordinatorOutcome<PlayerFilter>] = []
    let filters = FilterCoordinator(
      navigator: navigator, current: .none, strings: DemoStrings(.english))
    root.startChild(filters) { outcomes.append($0) }
    navigator.back()
    #expect(outcomes == [.cancelled])
    #expect(
      tree == [
        "PlayersCoordinator started FilterCoordinator",
        "FilterCoordinator cancelled",
        "PlayersCoordinator removed FilterCoordinator",
      ])
  }
}
