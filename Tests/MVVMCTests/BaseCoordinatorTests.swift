import MVVMC
import Testing

@MainActor
@Suite struct BaseCoordinatorTests {
  @Test func startChildAddsItAndSendsChildAdded() {
    let fixture = CoordinatorFixture()
    let child = TestFlowCoordinator("Filters", style: .present, navigator: fixture.navigator)
    fixture.root.startChild(child)
    #expect(fixture.root.children.count == 1)
    #expect(fixture.root.children.first === child)
    #expect(child.parent === fixture.root)
    #expect(fixture.root.parent == nil)
    #expect(fixture.tree.entries == ["TestRootCoordinator started Filters"])
    #expect(fixture.stack == "Players | Filters")
  }

  @Test func finishDeliversTheResultOnceDismissesTheModalAndRemovesTheChild() {
    let fixture = CoordinatorFixture()
    let child = TestFlowCoordinator("Filters", style: .present, navigator: fixture.navigator)
    let outcomes = Log<CoordinatorOutcome<String>>()
    fixture.root.startChild(child) { outcomes.append($0) }
    child.finish(with: "goalkeepers")
    child.finish(with: "forwards")
    child.cancel()
    #expect(outcomes.entries == [.finished("goalkeepers")])
    #expect(child.isFinished)
    #expect(child.parent == nil)
    #expect(fixture.root.children.isEmpty)
    #expect(fixture.stack == "Players")
    #expect(fixture.navigation.entries == ["push Players", "present Filters", "dismiss Filters"])
    #expect(
      fixture.tree.entries == [
        "TestRootCoordinator started Filters",
        "Filters finished(goalkeepers)",
        "TestRootCoordinator removed Filters",
      ])
  }

  @Test func finishPopsEveryPushedSceneOfTheChild() {
    let fixture = CoordinatorFixture()
    let child = TestFlowCoordinator("Detail", style: .push(count: 2), navigator: fixture.navigator)
    let outcomes = Log<CoordinatorOutcome<String>>()
    fixture.root.startChild(child) { outcomes.append($0) }
    #expect(fixture.stack == "Players > Detail 1 > Detail 2")
    child.finish(with: "done")
    #expect(fixture.stack == "Players")
    #expect(outcomes.entries == [.finished("done")])
    #expect(
      fixture.navigation.entries == [
        "push Players", "push Detail 1", "push Detail 2", "pop Detail 2", "pop Detail 1",
      ])
  }

  @Test func theHandlerRunsAfterTheScenesAreGoneAndTheChildIsRemoved() {
    let fixture = CoordinatorFixture()
    let child = TestFlowCoordinator("Filters", style: .present, navigator: fixture.navigator)
    let seen = Log<String>()
    fixture.root.startChild(child) { [root = fixture.root] outcome in
      seen.append(
        "\(outcome) children=\(root.children.count) top=\(root.navigator.top?.title ?? "-")")
    }
    child.finish(with: "all")
    #expect(seen.entries == ["finished(all) children=0 top=Players"])
  }

  @Test func backFromTheChildsOnlySceneCancelsItOnce() {
    let fixture = CoordinatorFixture()
    let child = TestFlowCoordinator("Filters", style: .present, navigator: fixture.navigator)
    let outcomes = Log<CoordinatorOutcome<String>>()
    fixture.root.startChild(child) { outcomes.append($0) }
    fixture.navigator.back()
    child.cancel()
    child.finish(with: "late")
    fixture.navigator.back()
    #expect(outcomes.entries == [.cancelled])
    #expect(fixture.root.children.isEmpty)
    #expect(
      fixture.tree.entries == [
        "TestRootCoordinator started Filters",
        "Filters cancelled",
        "TestRootCoordinator removed Filters",
      ])
    #expect(
      fixture.navigation.entries == [
        "push Players", "present Filters", "dismiss Filters",
        "ignored back: already at the root scene",
      ])
  }

  @Test func aChildWithTwoPushedScenesEndsOnlyWhenBothAreGone() {
    let fixture = CoordinatorFixture()
    let child = TestFlowCoordinator("Detail", style: .push(count: 2), navigator: fixture.navigator)
    let outcomes = Log<CoordinatorOutcome<String>>()
    fixture.root.startChild(child) { outcomes.append($0) }
    fixture.navigator.back()
    #expect(outcomes.entries.isEmpty)
    #expect(!child.isFinished)
    #expect(fixture.root.children.count == 1)
    fixture.navigator.back()
    #expect(outcomes.entries == [.cancelled])
    #expect(fixture.root.children.isEmpty)
  }

  @Test func popToRootCancelsEveryChildAboveTheRoot() {
    let fixture = CoordinatorFixture()
    let first = TestFlowCoordinator("A", style: .push(count: 1), navigator: fixture.navigator)
    let second = TestFlowCoordinator("B", style: .push(count: 2), navigator: fixture.navigator)
    let outcomes = Log<String>()
    fixture.root.startChild(first) { outcomes.append("A \($0)") }
    fixture.root.startChild(second) { outcomes.append("B \($0)") }
    fixture.navigator.popToRoot()
    #expect(outcomes.entries == ["B cancelled", "A cancelled"])
    #expect(fixture.root.children.isEmpty)
  }

  @Test func cancellingAParentCancelsItsChildrenFirstDeepestFirst() {
    let fixture = CoordinatorFixture()
    let parent = TestFlowCoordinator("A", style: .push(count: 1), navigator: fixture.navigator)
    let child = TestFlowCoordinator("B", style: .push(count: 1), navigator: fixture.navigator)
    let grandchild = TestFlowCoordinator("C", style: .present, navigator: fixture.navigator)
    let outcomes = Log<String>()
    fixture.root.startChild(parent) { outcomes.append("A \($0)") }
    parent.startChild(child) { outcomes.append("B \($0)") }
    child.startChild(grandchild) { outcomes.append("C \($0)") }
    #expect(fixture.stack == "Players > A 1 > B 1 | C")
    parent.cancel()
    #expect(outcomes.entries == ["C cancelled", "B cancelled", "A cancelled"])
    #expect(fixture.stack == "Players")
    #expect(parent.children.isEmpty && child.children.isEmpty)
    #expect(
      Array(fixture.tree.entries.dropFirst(3)) == [
        "C cancelled", "B removed C",
        "B cancelled", "A removed B",
        "A cancelled", "TestRootCoordinator removed A",
      ])
    #expect(
      Array(fixture.navigation.entries.suffix(3)) == ["dismiss C", "pop B 1", "pop A 1"])
  }

  @Test func eventsOfEveryDescendantReachTheRootHandler() {
    let fixture = CoordinatorFixture()
    let parent = TestFlowCoordinator("A", style: .push(count: 1), navigator: fixture.navigator)
    let child = TestFlowCoordinator("B", style: .present, navigator: fixture.navigator)
    fixture.root.startChild(parent)
    parent.startChild(child)
    child.finish(with: "x")
    #expect(
      fixture.tree.entries == [
        "TestRootCoordinator started A", "A started B", "B finished(x)", "A removed B",
      ])
  }

  @Test func theRootCoordinatorDoesNotFinishWhenItsChildrenAreGone() {
    let fixture = CoordinatorFixture()
    let child = TestFlowCoordinator("Detail", style: .push(count: 1), navigator: fixture.navigator)
    fixture.root.startChild(child)
    fixture.navigator.back()
    fixture.navigator.back()
    fixture.navigator.popToRoot()
    #expect(!fixture.root.isFinished)
    #expect(fixture.stack == "Players")
    #expect(fixture.navigator.scenes.first === fixture.root.rootScene)
  }

  @Test func aChildThatReplacesTheStackOwnsOnlyTheScenesItAdded() {
    let fixture = CoordinatorFixture()
    let child = TestFlowCoordinator("Route", style: .push(count: 1), navigator: fixture.navigator)
    let outcomes = Log<CoordinatorOutcome<String>>()
    fixture.root.startChild(child) { outcomes.append($0) }
    child.replaceStack(with: [fixture.root.rootScene, TestScene("Route detail")])
    #expect(fixture.stack == "Players > Route detail")
    #expect(outcomes.entries.isEmpty)
    // The root scene still belongs to the root: leaving the child's only scene ends the child.
    fixture.navigator.back()
    #expect(outcomes.entries == [.cancelled])
    #expect(fixture.root.children.isEmpty)
  }

  @Test func aRefusedPushIsNotOwned() {
    let fixture = CoordinatorFixture()
    let child = TestFlowCoordinator("Filters", style: .present, navigator: fixture.navigator)
    let outcomes = Log<CoordinatorOutcome<String>>()
    fixture.root.startChild(child) { outcomes.append($0) }
    #expect(!child.push(TestScene("Refused")))
    fixture.navigator.back()
    #expect(outcomes.entries == [.cancelled])
  }

  @Test func aRefusedPushOfAnOwnSceneKeepsItOwned() {
    let fixture = CoordinatorFixture()
    let child = TestFlowCoordinator("Detail", style: .push(count: 2), navigator: fixture.navigator)
    let outcomes = Log<CoordinatorOutcome<String>>()
    fixture.root.startChild(child) { outcomes.append($0) }
    #expect(!child.push(child.shownScenes[0]))
    fixture.navigator.back()
    #expect(outcomes.entries.isEmpty)
    fixture.navigator.back()
    #expect(outcomes.entries == [.cancelled])
  }

  @Test func anObserverGoingBackAtOnceStillEndsTheChild() {
    let fixture = CoordinatorFixture()
    var goBack = false
    fixture.navigator.observe { [navigator = fixture.navigator] event in
      if goBack, case .presented = event {
        goBack = false
        navigator.back()
      }
    }
    let child = TestFlowCoordinator("Filters", style: .present, navigator: fixture.navigator)
    let outcomes = Log<CoordinatorOutcome<String>>()
    goBack = true
    fixture.root.startChild(child) { outcomes.append($0) }
    #expect(outcomes.entries == [.cancelled])
    #expect(fixture.root.children.isEmpty)
    #expect(fixture.stack == "Players")
  }

  @Test func outcomeAndEventDescriptionsReadAsSentences() {
    let outcomes: [CoordinatorOutcome<Int>] = [.finished(7), .cancelled]
    #expect(outcomes.map(\.description) == ["finished(7)", "cancelled"])
    let events: [CoordinatorEvent] = [
      .childAdded(parent: "App", child: "Filters"),
      .childFinished(child: "Filters", outcome: "cancelled"),
      .childRemoved(parent: "App", child: "Filters"),
    ]
    #expect(
      events.map(\.description) == [
        "App started Filters", "Filters cancelled", "App removed Filters",
      ])
  }
}
