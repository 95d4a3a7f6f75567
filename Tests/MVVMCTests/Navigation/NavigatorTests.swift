import MVVMC
import Rendering
import Testing

@MainActor
@Suite struct NavigatorTests {
  /// A navigator whose events are written to a log as their descriptions.
  private func makeNavigator() -> (Navigator, Log<String>) {
    let navigator = Navigator()
    let log = Log<String>()
    navigator.observe { log.append($0.description) }
    return (navigator, log)
  }

  private func titles(_ navigator: Navigator) -> String {
    let stack = navigator.scenes.map(\.title).joined(separator: " > ")
    return navigator.modal.map { "\(stack) | \($0.title)" } ?? stack
  }

  @Test func pushPopPresentDismissAndBackSendTheirEvents() {
    let (navigator, log) = makeNavigator()
    let players = TestScene("Players")
    let detail = TestScene("Kylian MBAPPÉ")
    let filters = TestScene("Filters")
    #expect(navigator.push(players))
    #expect(navigator.push(detail))
    #expect(navigator.pop())
    #expect(navigator.present(filters))
    #expect(navigator.dismiss())
    #expect(navigator.push(detail))
    #expect(navigator.present(filters))
    #expect(navigator.back())
    #expect(navigator.back())
    #expect(!navigator.back())
    #expect(
      log.entries == [
        "push Players",
        "push Kylian MBAPPÉ",
        "pop Kylian MBAPPÉ",
        "present Filters",
        "dismiss Filters",
        "push Kylian MBAPPÉ",
        "present Filters",
        "dismiss Filters",
        "pop Kylian MBAPPÉ",
        "ignored back: already at the root scene",
      ])
    #expect(titles(navigator) == "Players")
  }

  @Test func eventsCarryTheSceneTitles() {
    let (navigator, _) = makeNavigator()
    var events: [NavigationEvent] = []
    navigator.observe { events.append($0) }
    navigator.push(TestScene("Players"))
    navigator.present(TestScene("Filters"))
    navigator.push(TestScene("Detail"))
    #expect(
      events == [
        .pushed("Players"), .presented("Filters"),
        .ignored(.push, reason: "a modal scene is presented"),
      ])
  }

  @Test func popToRootPopsEverySceneAboveTheRootTopFirst() {
    let (navigator, log) = makeNavigator()
    for title in ["Players", "A", "B", "C"] { navigator.push(TestScene(title)) }
    #expect(navigator.popToRoot())
    #expect(!navigator.popToRoot())
    #expect(
      log.entries == [
        "push Players", "push A", "push B", "push C",
        "pop C", "pop B", "pop A",
        "ignored pop to root: already at the root scene",
      ])
    #expect(titles(navigator) == "Players")
  }

  @Test func replaceStackKeepsScenesThatStayAndReportsBothLists() {
    let (navigator, log) = makeNavigator()
    let players = TestScene("Players")
    let keptOwner = RecordingOwner()
    let leftOwner = RecordingOwner()
    let newOwner = RecordingOwner()
    navigator.push(players, owner: keptOwner)
    navigator.push(TestScene("A"), owner: leftOwner)
    navigator.push(TestScene("B"), owner: leftOwner)
    let detail = TestScene("Detail")
    #expect(navigator.replaceStack(with: [players, detail], owner: newOwner))
    #expect(titles(navigator) == "Players > Detail")
    #expect(log.entries.last == "replace stack [Players, A, B] with [Players, Detail]")
    #expect(leftOwner.removed == ["B", "A"])
    #expect(keptOwner.removed == [])
    // `players` kept its owner; `detail` belongs to `newOwner`.
    navigator.replaceStack(with: [TestScene("Home")])
    #expect(keptOwner.removed == ["Players"])
    #expect(newOwner.removed == ["Detail"])
  }

  @Test func ownersAreToldOfEveryRemovedSceneAfterTheEvent() {
    let navigator = Navigator()
    let log = Log<String>()
    navigator.observe { log.append("event: \($0)") }
    final class LoggingOwner: SceneOwner {
      let log: Log<String>
      init(_ log: Log<String>) { self.log = log }
      func navigator(_ navigator: Navigator, didRemove scene: any Scene) {
        log.append("owner: \(scene.title)")
      }
    }
    let owner = LoggingOwner(log)
    navigator.push(TestScene("Root"))
    navigator.push(TestScene("A"), owner: owner)
    navigator.push(TestScene("B"), owner: owner)
    navigator.pop()
    navigator.present(TestScene("M"), owner: owner)
    navigator.back()
    navigator.push(TestScene("C"), owner: owner)
    navigator.popToRoot()
    #expect(
      log.entries == [
        "event: push Root", "event: push A", "event: push B",
        "event: pop B", "owner: B",
        "event: present M",
        "event: dismiss M", "owner: M",
        "event: push C",
        "event: pop C", "owner: C",
        "event: pop A", "owner: A",
      ])
  }

  @Test func refusedRequestsSendIgnoredAndChangeNothing() {
    let (navigator, log) = makeNavigator()
    let players = TestScene("Players")
    let detail = TestScene("Detail")
    #expect(!navigator.present(TestScene("Too early")))
    navigator.push(players)
    #expect(!navigator.pop())
    #expect(!navigator.dismiss())
    #expect(!navigator.push(players))
    #expect(!navigator.replaceStack(with: []))
    #expect(!navigator.replaceStack(with: [detail, detail]))
    navigator.push(detail)
    #expect(!navigator.present(detail))
    let filters = TestScene("Filters")
    navigator.present(filters)
    #expect(!navigator.present(TestScene("Second")))
    #expect(!navigator.present(filters))
    #expect(!navigator.push(TestScene("Pushed")))
    #expect(!navigator.pop())
    #expect(!navigator.popToRoot())
    #expect(!navigator.replaceStack(with: [players]))
    #expect(titles(navigator) == "Players > Detail | Filters")
    #expect(
      log.entries == [
        "ignored present: there is no scene to present over",
        "push Players",
        "ignored pop: already at the root scene",
        "ignored dismiss: no modal scene is presented",
        "ignored push: the scene is already shown",
        "ignored replace stack: the stack cannot be empty",
        "ignored replace stack: a scene appears twice",
        "push Detail",
        "ignored present: the scene is already shown",
        "present Filters",
        "ignored present: Filters is already presented",
        "ignored present: Filters is already presented",
        "ignored push: a modal scene is presented",
        "ignored pop: a modal scene is presented",
        "ignored pop to root: a modal scene is presented",
        "ignored replace stack: a modal scene is presented",
      ])
  }

  @Test func refusedRequestsDoNotTellOwners() {
    let navigator = Navigator()
    let owner = RecordingOwner()
    navigator.push(TestScene("Root"), owner: owner)
    navigator.pop()
    navigator.back()
    navigator.popToRoot()
    navigator.replaceStack(with: [])
    #expect(owner.removed == [])
  }

  @Test func topIsTheModalElseTheLastPushedScene() {
    let navigator = Navigator()
    #expect(navigator.top == nil)
    #expect(navigator.currentScreen() == nil)
    let players = TestScene("Players")
    let filters = TestScene("Filters")
    navigator.push(players)
    #expect(navigator.top === players)
    navigator.present(filters)
    #expect(navigator.top === filters)
    #expect(navigator.modal === filters)
  }

  @Test func currentScreenFillsTheBreadcrumbFromTheRootToTheTop() {
    let navigator = Navigator()
    navigator.push(TestScene("Players"))
    navigator.push(TestScene("Kylian MBAPPÉ"))
    navigator.present(TestScene("Filters"))
    let expected = Screen(
      title: "Filters",
      breadcrumb: ["Players", "Kylian MBAPPÉ", "Filters"],
      blocks: [.text("Filters", role: .body)])
    #expect(navigator.currentScreen() == expected)
    navigator.back()
    #expect(navigator.currentScreen()?.breadcrumb == ["Players", "Kylian MBAPPÉ"])
    #expect(navigator.breadcrumb == ["Players", "Kylian MBAPPÉ"])
  }

  @Test func currentScreenLeavesOutABreadcrumbOfTheRootAlone() {
    let navigator = Navigator()
    navigator.push(TestScene("Players"))
    #expect(navigator.breadcrumb == ["Players"])
    #expect(navigator.currentScreen()?.breadcrumb == [])
  }

  @Test func removeScenesTakesTheOwnersModalAndItsLowestSceneWithEverythingAbove() {
    let (navigator, log) = makeNavigator()
    let root = RecordingOwner()
    let child = RecordingOwner()
    let other = RecordingOwner()
    navigator.push(TestScene("Root"), owner: root)
    navigator.push(TestScene("A"), owner: child)
    navigator.push(TestScene("B"), owner: other)
    navigator.push(TestScene("C"), owner: child)
    navigator.present(TestScene("M"), owner: child)
    navigator.removeScenes(ownedBy: child)
    #expect(titles(navigator) == "Root")
    #expect(child.removed == ["M", "C", "A"])
    #expect(other.removed == ["B"])
    #expect(root.removed == [])
    #expect(Array(log.entries.suffix(4)) == ["dismiss M", "pop C", "pop B", "pop A"])
  }

  @Test func removeScenesKeepsTheRootAndDoesNothingForAStranger() {
    let (navigator, log) = makeNavigator()
    let owner = RecordingOwner()
    navigator.push(TestScene("Root"), owner: owner)
    navigator.push(TestScene("A"), owner: owner)
    navigator.removeScenes(ownedBy: RecordingOwner())
    #expect(titles(navigator) == "Root > A")
    navigator.removeScenes(ownedBy: owner)
    #expect(titles(navigator) == "Root")
    #expect(log.entries == ["push Root", "push A", "pop A"])
  }

  @Test func removeScenesLeavesTheStackAloneUnderAnotherOwnersModal() {
    let navigator = Navigator()
    let child = RecordingOwner()
    navigator.push(TestScene("Root"))
    navigator.push(TestScene("A"), owner: child)
    navigator.present(TestScene("M"), owner: RecordingOwner())
    navigator.removeScenes(ownedBy: child)
    #expect(titles(navigator) == "Root > A | M")
    #expect(child.removed == [])
  }

  @Test func scenesOwnedByListTheOwnersStackScenesThenItsModal() {
    let (navigator, _) = makeNavigator()
    let list = RecordingOwner()
    let detail = RecordingOwner()
    let root = TestScene("Players")
    navigator.push(root, owner: list)
    navigator.push(TestScene("Detail 1"), owner: detail)
    navigator.push(TestScene("Detail 2"), owner: detail)
    navigator.present(TestScene("Share"), owner: detail)
    #expect(navigator.scenes(ownedBy: detail).map(\.title) == ["Detail 1", "Detail 2", "Share"])
    #expect(navigator.scenes(ownedBy: list).map(\.title) == ["Players"])
    navigator.dismiss()
    // Scenes that stay keep their owner; new ones get the one given.
    navigator.replaceStack(with: [root, TestScene("Route")], owner: list)
    #expect(navigator.scenes(ownedBy: list).map(\.title) == ["Players", "Route"])
    #expect(navigator.scenes(ownedBy: detail).isEmpty)
    #expect(detail.removed == ["Share", "Detail 2", "Detail 1"])
  }

  @Test func scenesOwnedByIsAlreadyUpToDateWhenObserversAndOwnersAreTold() {
    let navigator = Navigator()
    let owner = LookingOwner()
    var seenByObserver: [[String]] = []
    navigator.observe { [owner, weak navigator] _ in
      seenByObserver.append(navigator?.scenes(ownedBy: owner).map(\.title) ?? [])
    }
    navigator.push(TestScene("Players"))
    navigator.push(TestScene("Detail"), owner: owner)
    navigator.pop()
    #expect(seenByObserver == [[], ["Detail"], []])
    #expect(owner.seenOnRemoval == [[]])
  }

  @Test func navigatorHoldsOwnersWeakly() {
    let navigator = Navigator()
    weak var weakOwner: RecordingOwner?
    do {
      let owner = RecordingOwner()
      weakOwner = owner
      navigator.push(TestScene("Root"), owner: owner)
      navigator.push(TestScene("A"), owner: owner)
    }
    #expect(weakOwner == nil)
    #expect(navigator.pop())
  }

  @Test func eventDescriptionsNameEveryRequest() {
    let lines = NavigationRequest.allCases.map {
      NavigationEvent.ignored($0, reason: "why").description
    }
    #expect(
      lines == [
        "ignored push: why", "ignored pop: why", "ignored pop to root: why",
        "ignored present: why", "ignored dismiss: why", "ignored replace stack: why",
        "ignored back: why",
      ])
  }

  @Test func anUnboundObserverHearsNothingMoreAndIsReleased() {
    let navigator = Navigator()
    let heard = Log<String>()
    weak var weakProbe: Log<String>?
    let token: BindingToken
    do {
      let probe = Log<String>()
      weakProbe = probe
      token = navigator.observe { probe.append($0.description) }
    }
    navigator.observe { heard.append($0.description) }
    navigator.push(TestScene("Players"))
    #expect(weakProbe?.entries == ["push Players"])
    token.unbind()
    #expect(!token.isBound)
    #expect(weakProbe == nil, "the navigator released the observer")
    navigator.push(TestScene("Kylian MBAPPÉ"))
    #expect(heard.entries == ["push Players", "push Kylian MBAPPÉ"])
  }

  @Test func anObserverUnboundDuringAnEventDoesNotHearIt() {
    let navigator = Navigator()
    let log = Log<String>()
    var second: BindingToken?
    navigator.observe { event in
      log.append("first: \(event)")
      second?.unbind()
    }
    second = navigator.observe { log.append("second: \($0)") }
    navigator.push(TestScene("Players"))
    navigator.push(TestScene("Kylian MBAPPÉ"))
    #expect(log.entries == ["first: push Players", "first: push Kylian MBAPPÉ"])
  }
}

/// A scene owner that asks the navigator, when told of a removal, which scenes it still has.
@MainActor
private final class LookingOwner: SceneOwner {
  private(set) var seenOnRemoval: [[String]] = []

  func navigator(_ navigator: Navigator, didRemove scene: any Scene) {
    seenOnRemoval.append(navigator.scenes(ownedBy: self).map(\.title))
  }
}
