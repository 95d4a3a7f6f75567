import MVVMC
import MVVMCTesting
import PlayerFeed
import Rendering
import Testing

@testable import PSGDemo

/// "Pin a player": a child of the list's coordinator whose typed result, on yes, the parent
/// hands to the list's view model; the list then shows the pinned players first, marked.
@MainActor
@Suite struct PinFlowTests {
  private func names(in screen: Screen) -> [String] {
    screen.blocks.compactMap { block -> [String]? in
      guard case .table(let table) = block else { return nil }
      return table.rows.map { $0.cells[2].text }
    }.first ?? []
  }

  @Test func yesEndsTheFlowWithItsResultAndTheListShowsThePlayerFirst() async throws {
    let harness = await SessionHarness()
    let third = Squad.paris2021[2]
    try await harness.run("pin 3")
    #expect(harness.titles == ["Players", "Pin \(third.name) to the top?"])
    #expect(harness.session.currentRoute?.address == "pin/id/\(third.id)")
    try await harness.run("yes")
    harness.flow.expectEvents([
      .coordinator(.childAdded(parent: "AppCoordinator", child: "PinCoordinator")),
      .navigation(.presented("Pin \(third.name) to the top?")),
      .navigation(.dismissed("Pin \(third.name) to the top?")),
      .coordinator(.childFinished(child: "PinCoordinator", outcome: "finished(pin(\(third.id)))")),
      .coordinator(.childRemoved(parent: "AppCoordinator", child: "PinCoordinator")),
    ])
    #expect(harness.list.pinnedIDs.value == [third.id])
    let shown = names(in: harness.session.currentScreen())
    #expect(shown.first == "\(third.name) [pinned]")
    #expect(shown.count == Squad.paris2021.count)
    #expect(shown.dropFirst().first == Squad.paris2021[0].name)
    #expect(harness.session.currentRoute?.address == "players?pinned=\(third.id)")
    harness.flow.expectFreed()
  }

  @Test func noChangesNothingAndPinOnAPinnedRowOffersToUnpin() async throws {
    let harness = await SessionHarness()
    let third = Squad.paris2021[2]
    try await harness.run("pin 3")
    try await harness.run("no")
    #expect(harness.list.pinnedIDs.value.isEmpty)
    #expect(harness.titles == ["Players"])
    try await harness.run("pin 3")
    try await harness.run("yes")
    // Pinned, the player is row 1: `pin 1` offers to unpin them.
    try await harness.run("pin 1")
    #expect(harness.titles.last == "Unpin \(third.name)?")
    try await harness.run("yes")
    #expect(harness.list.pinnedIDs.value.isEmpty)
    #expect(
      names(in: harness.session.currentScreen()).prefix(3)
        == Squad.paris2021.prefix(3).map(\.name)[...])
    let outcomes = harness.coordinators.compactMap { event -> String? in
      if case .childFinished(_, let outcome) = event { return outcome }
      return nil
    }
    #expect(
      outcomes == ["cancelled", "finished(pin(\(third.id)))", "finished(unpin(\(third.id)))"])
    harness.flow.expectFreed()
  }

  @Test func theRouteReopensTheQuestionAndThePins() async throws {
    let harness = await SessionHarness()
    let mbappe = try #require(Squad.paris2021.first { $0.name == "Kylian MBAPPÉ" })
    try harness.session.open(RoutePath(parsing: "pin/id/\(mbappe.id)"))
    #expect(harness.titles == ["Players", "Pin Kylian MBAPPÉ to the top?"])
    try harness.session.open(RoutePath(parsing: "players?pinned=\(mbappe.id),1"))
    #expect(harness.titles == ["Players"])
    #expect(harness.session.coordinator.children.isEmpty, "the question ended first")
    #expect(harness.list.pinnedIDs.value == [mbappe.id, 1])
    let shown = names(in: harness.session.currentScreen())
    #expect(shown.prefix(2) == ["Kylian MBAPPÉ [pinned]", "Keylor NAVAS [pinned]"])
    #expect(harness.session.currentRoute?.address == "players?pinned=\(mbappe.id),1")
    // A pinned id no player has, one that is not a number, or too many, is refused.
    for address in ["players?pinned=999", "players?pinned=x", "pin/id/999"] {
      #expect(throws: RouteError.self, "\(address)") {
        try harness.session.open(RoutePath(parsing: address))
      }
    }
    let many = (1...101).map(String.init).joined(separator: ",")
    #expect(throws: RouteError.self) { try RoutePath(parsing: "players?pinned=\(many)") }
  }

  @Test func keysAskAndAnswer() async throws {
    let harness = await SessionHarness(isKeyDriven: true)
    let first = Squad.paris2021[0]
    try harness.press(.down, .character("p"))
    #expect(harness.titles.last == "Pin \(Squad.paris2021[1].name) to the top?")
    try harness.press(.escape)
    #expect(harness.titles == ["Players"])
    try harness.press(.up, .character("p"))
    #expect(harness.titles.last == "Pin \(first.name) to the top?")
    try harness.press(.character("y"))
    #expect(harness.list.pinnedIDs.value == [first.id])
    harness.flow.expectFreed()
  }

  @Test func inFrenchItAsksInFrench() async throws {
    let harness = await SessionHarness(language: .french)
    let third = Squad.paris2021[2]
    try await harness.run("épingler 3")
    #expect(harness.titles.last == "Épingler \(third.name) en tête ?")
    try await harness.run("oui")
    #expect(names(in: harness.session.currentScreen()).first == "\(third.name) [épinglé]")
  }
}
