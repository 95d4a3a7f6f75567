import MVVMC
import MVVMCTesting
import Testing

@MainActor
@Suite struct BaseCoordinatorTests {
  @Test func startChildAddsItAndSendsChildAdded() {
    let (root, flow) = startTestRoot()
    let child = TestFlowCoordinator("Filters", style: .present, navigator: root.navigator)
    root.startChild(child)
    #expect(root.children.count == 1)
    #expect(root.children.first === child)
    #expect(child.parent === root)
    #expect(root.parent == nil)
    #expect(flow.coordinatorEvents.map(\.description) == ["TestRootCoordinator started Filters"])
    #expect(root.navigator.stackDescription == "Players | Filters")
  }

  @Test func finishDeliversTheResultOnceDismissesTheModalAndRemovesTheChild() {
    let (root, flow) = startTestRoot()
    let child = TestFlowCoordinator("Filters", style: .present, navigator: root.navigator)
    let filters = flow.startChild(child, under: root)
    child.finish(with: "goalkeepers")
    child.finish(with: "forwards")
    child.cancel()
    #expect(filters.outcomes == [.finished("goalkeepers")])
    #expect(child.isFinished)
    #expect(child.parent == nil)
    #expect(root.children.isEmpty)
    #expect(root.navigator.stackDescription == "Players")
    // The scene goes before the child reports its end; the parent removes it after.
    flow.expectEvents([
      .navigation(.pushed("Players")),
      .coordinator(.childAdded(parent: "TestRootCoordinator", child: "Filters")),
      .navigation(.presented("Filters")),
      .navigation(.dismissed("Filters")),
      .coordinator(.childFinished(child: "Filters", outcome: "finished(goalkeepers)")),
      .coordinator(.childRemoved(parent: "TestRootCoordinator", child: "Filters")),
    ])
  }

  @Test func theNavigatorIsTheOneRecordOfWhichScenesACoordinatorOwns() {
    let (root, flow) = startTestRoot()
    let child = TestFlowCoordinator("Detail", style: .push(count: 2), navigator: root.navigator)
    flow.startChild(child, under: root)
    #expect(child.scenes.map(\.title) == ["Detail 1", "Detail 2"])
    #expect(root.scenes.map(\.title) == ["Players"])
    #expect(root.navigator.scenes(ownedBy: child).map(\.title) == ["Detail 1", "Detail 2"])
    root.navigator.back()
    #expect(child.scenes.map(\.title) == ["Detail 1"])
    child.finish(with: "done")
    #expect(child.scenes.isEmpty)
    #expect(root.scenes.map(\.title) == ["Players"])
  }

  @Test func finishPopsEveryPushedSceneOfTheChild() {
    let (root, flow) = startTestRoot()
    let child = TestFlowCoordinator("Detail", style: .push(count: 2), navigator: root.navigator)
    let started = flow.startChild(child, under: root)
    #expect(root.navigator.stackDescription == "Players > Detail 1 > Detail 2")
    child.finish(with: "done")
    #expect(root.navigator.stackDescription == "Players")
    #expect(started.outcomes == [.finished("done")])
    #expect(
      flow.navigationEvents.map(\.description) == [
        "push Players", "push Detail 1", "push Detail 2", "pop Detail 2", "pop Detail 1",
      ])
  }

  @Test func theHandlerRunsAfterTheScenesAreGoneAndTheChildIsRemoved() {
    let (root, _) = startTestRoot()
    let child = TestFlowCoordinator("Filters", style: .present, navigator: root.navigator)
    let seen = Log<String>()
    root.startChild(child) { [root] outcome in
      seen.append(
        "\(outcome) children=\(root.children.count) top=\(root.navigator.top?.title ?? "-")")
    }
    child.finish(with: "all")
    #expect(seen.entries == ["finished(all) children=0 top=Players"])
  }

  @Test func backFromTheChildsOnlySceneCancelsItOnce() {
    let (root, flow) = startTestRoot()
    let child = TestFlowCoordinator("Filters", style: .present, navigator: root.navigator)
    let filters = flow.startChild(child, under: root)
    flow.skipEvents()
    root.navigator.back()
    child.cancel()
    child.finish(with: "late")
    root.navigator.back()
    #expect(filters.outcomes == [.cancelled])
    #expect(root.children.isEmpty)
    flow.expectEvents([
      .navigation(.dismissed("Filters")),
      .coordinator(.childFinished(child: "Filters", outcome: "cancelled")),
      .coordinator(.childRemoved(parent: "TestRootCoordinator", child: "Filters")),
      .navigation(.ignored(.back, reason: "already at the root scene")),
    ])
  }

  @Test func aChildWithTwoPushedScenesEndsOnlyWhenBothAreGone() {
    let (root, flow) = startTestRoot()
    let child = TestFlowCoordinator("Detail", style: .push(count: 2), navigator: root.navigator)
    let started = flow.startChild(child, under: root)
    root.navigator.back()
    #expect(started.outcomes.isEmpty)
    #expect(!child.isFinished)
    #expect(root.children.count == 1)
    root.navigator.back()
    #expect(started.outcomes == [.cancelled])
    #expect(root.children.isEmpty)
  }

  @Test func popToRootCancelsEveryChildAboveTheRoot() {
    let (root, _) = startTestRoot()
    let first = TestFlowCoordinator("A", style: .push(count: 1), navigator: root.navigator)
    let second = TestFlowCoordinator("B", style: .push(count: 2), navigator: root.navigator)
    let outcomes = Log<String>()
    root.startChild(first) { outcomes.append("A \($0)") }
    root.startChild(second) { outcomes.append("B \($0)") }
    root.navigator.popToRoot()
    #expect(outcomes.entries == ["B cancelled", "A cancelled"])
    #expect(root.children.isEmpty)
  }

  @Test func cancellingAParentCancelsItsChildrenFirstDeepestFirst() {
    let (root, flow) = startTestRoot()
    let parent = TestFlowCoordinator("A", style: .push(count: 1), navigator: root.navigator)
    let child = TestFlowCoordinator("B", style: .push(count: 1), navigator: root.navigator)
    let grandchild = TestFlowCoordinator("C", style: .present, navigator: root.navigator)
    let outcomes = Log<String>()
    root.startChild(parent) { outcomes.append("A \($0)") }
    parent.startChild(child) { outcomes.append("B \($0)") }
    child.startChild(grandchild) { outcomes.append("C \($0)") }
    #expect(root.navigator.stackDescription == "Players > A 1 > B 1 | C")
    parent.cancel()
    #expect(outcomes.entries == ["C cancelled", "B cancelled", "A cancelled"])
    #expect(root.navigator.stackDescription == "Players")
    #expect(parent.children.isEmpty && child.children.isEmpty)
    #expect(
      Array(flow.coordinatorEvents.map(\.description).dropFirst(3)) == [
        "C cancelled", "B removed C",
        "B cancelled", "A removed B",
        "A cancelled", "TestRootCoordinator removed A",
      ])
    #expect(
      Array(flow.navigationEvents.map(\.description).suffix(3)) == [
        "dismiss C", "pop B 1", "pop A 1",
      ])
  }

  @Test func eventsOfEveryDescendantReachTheRootHandler() {
    let (root, flow) = startTestRoot()
    let parent = TestFlowCoordinator("A", style: .push(count: 1), navigator: root.navigator)
    let child = TestFlowCoordinator("B", style: .present, navigator: root.navigator)
    root.startChild(parent)
    parent.startChild(child)
    child.finish(with: "x")
    #expect(
      flow.coordinatorEvents.map(\.description) == [
        "TestRootCoordinator started A", "A started B", "B finished(x)", "A removed B",
      ])
  }

  @Test func theRootCoordinatorDoesNotFinishWhenItsChildrenAreGone() {
    let (root, _) = startTestRoot()
    let child = TestFlowCoordinator("Detail", style: .push(count: 1), navigator: root.navigator)
    root.startChild(child)
    root.navigator.back()
    root.navigator.back()
    root.navigator.popToRoot()
    #expect(!root.isFinished)
    #expect(root.navigator.stackDescription == "Players")
    #expect(root.navigator.scenes.first === root.rootScene)
  }

  @Test func aChildThatReplacesTheStackOwnsOnlyTheScenesItAdded() {
    let (root, flow) = startTestRoot()
    let child = TestFlowCoordinator("Route", style: .push(count: 1), navigator: root.navigator)
    let started = flow.startChild(child, under: root)
    child.replaceStack(with: [root.rootScene, TestScene("Route detail")])
    #expect(root.navigator.stackDescription == "Players > Route detail")
    #expect(started.outcomes.isEmpty)
    // The root scene still belongs to the root: leaving the child's only scene ends the child.
    root.navigator.back()
    #expect(started.outcomes == [.cancelled])
    #expect(root.children.isEmpty)
  }

  @Test func aRefusedPushIsNotOwned() {
    let (root, flow) = startTestRoot()
    let child = TestFlowCoordinator("Filters", style: .present, navigator: root.navigator)
    let started = flow.startChild(child, under: root)
    #expect(!child.push(TestScene("Refused")))
    root.navigator.back()
    #expect(started.outcomes == [.cancelled])
  }

  @Test func aRefusedPushOfAnOwnSceneKeepsItOwned() {
    let (root, flow) = startTestRoot()
    let child = TestFlowCoordinator("Detail", style: .push(count: 2), navigator: root.navigator)
    let started = flow.startChild(child, under: root)
    #expect(!child.push(child.shownScenes[0]))
    root.navigator.back()
    #expect(started.outcomes.isEmpty)
    root.navigator.back()
    #expect(started.outcomes == [.cancelled])
  }

  @Test func anObserverGoingBackAtOnceStillEndsTheChild() {
    let (root, _) = startTestRoot()
    var goBack = false
    root.navigator.observe { [navigator = root.navigator] event in
      if goBack, case .presented = event {
        goBack = false
        navigator.back()
      }
    }
    let child = TestFlowCoordinator("Filters", style: .present, navigator: root.navigator)
    let outcomes = Log<CoordinatorOutcome<String>>()
    goBack = true
    root.startChild(child) { outcomes.append($0) }
    #expect(outcomes.entries == [.cancelled])
    #expect(root.children.isEmpty)
    #expect(root.navigator.stackDescription == "Players")
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
