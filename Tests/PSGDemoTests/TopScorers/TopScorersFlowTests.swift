import MVVMC
import MVVMCTesting
import PlayerFeed
import Rendering
import TerminalUI
import Testing

@testable import PSGDemo

/// The top scorers as a child flow of the app coordinator: opened by the `scorers` command or
/// route, a row opens the detail over them, `back` returns, and nothing outlives the flow.
@MainActor
@Suite struct TopScorersFlowTests {
  private func loadedSession(keys: Bool = false) async -> (DemoSession, FlowRecorder) {
    let harness = await SessionHarness(isKeyDriven: keys, recording: .fromStart)
    return (harness.session, harness.flow)
  }

  private func run(_ line: String, in session: DemoSession) async throws {
    _ = try await session.execute(try #require(Command(parsing: line)))
  }

  @Test func scorersOpensARowAndBackFreesTheChild() async throws {
    let (session, flow) = await loadedSession()
    try await run("scorers", in: session)
    #expect(session.navigator.breadcrumb == ["Players", "Top scorers"])
    #expect(session.currentRoute == .scorers)
    try await run("open 1", in: session)
    #expect(session.navigator.breadcrumb == ["Players", "Top scorers", "Kylian MBAPPÉ"])
    try await run("back", in: session)
    #expect(session.navigator.breadcrumb == ["Players", "Top scorers"])
    try await run("back", in: session)
    #expect(session.navigator.breadcrumb == ["Players"])
    #expect(session.coordinator.children.isEmpty)
    flow.expectEvents([
      .navigation(.pushed("Players")),
      .coordinator(.childAdded(parent: "AppCoordinator", child: "TopScorersCoordinator")),
      .navigation(.pushed("Top scorers")),
      .coordinator(.childAdded(parent: "TopScorersCoordinator", child: "PlayerDetailCoordinator")),
      .navigation(.pushed("Kylian MBAPPÉ")),
      .navigation(.popped("Kylian MBAPPÉ")),
      .coordinator(.childFinished(child: "PlayerDetailCoordinator", outcome: "cancelled")),
      .coordinator(
        .childRemoved(parent: "TopScorersCoordinator", child: "PlayerDetailCoordinator")),
      .navigation(.popped("Top scorers")),
      .coordinator(.childFinished(child: "TopScorersCoordinator", outcome: "cancelled")),
      .coordinator(.childRemoved(parent: "AppCoordinator", child: "TopScorersCoordinator")),
    ])
    flow.expectFreed()
  }

  @Test func keysMoveOpenAndGoBack() async throws {
    let (session, flow) = await loadedSession(keys: true)
    try session.open(.scorers)
    // The scene is reached through the navigator each time: a reference kept here would
    // outlive the flow and fail the leak check.
    #expect(try #require(session.navigator.top as? TopScorersScene).handle(.down) == .handled)
    #expect(try #require(session.navigator.top as? TopScorersScene).handle(.enter) == .handled)
    #expect(session.navigator.breadcrumb == ["Players", "Top scorers", "Neymar Jr."])
    #expect(session.navigator.back())
    #expect(try #require(session.navigator.top as? TopScorersScene).handle(.escape) == .handled)
    #expect(session.navigator.breadcrumb == ["Players"])
    #expect(session.coordinator.children.isEmpty)
    flow.expectFreed()
  }

  @Test func theCommandOpensFromTheListOnly() async throws {
    let (session, _) = await loadedSession()
    try await run("open 1", in: session)
    await #expect(throws: CommandError.self) { try await run("scorers", in: session) }
    #expect(session.navigator.breadcrumb == ["Players", "Keylor NAVAS"])
    try await run("back", in: session)
    await #expect(throws: CommandError.self) { try await run("scorers now", in: session) }
    try await run("scorers", in: session)
    await #expect(throws: CommandError.self) { try await run("scorers", in: session) }
    await #expect(throws: CommandError.self) { try await run("open 36", in: session) }
    await #expect(throws: CommandError.self) {
      try await run("open -9223372036854775808", in: session)
    }
    #expect(session.navigator.breadcrumb == ["Players", "Top scorers"])
  }

  @Test func theListOffersTheCommandWithoutNamingIt() async throws {
    let (session, _) = await loadedSession()
    let actions = session.currentScreen().actions
    let scorers = try #require(actions.first { $0.command == "scorers" })
    #expect(scorers.label == "Show the top scorers")
    #expect(scorers.destination == RoutePath.scorers.destination)
    #expect(actions.last?.command == "quit")
    #expect(session.helpText(width: 80).contains("  scorers        Show the top scorers\n"))
    try await run("open 1", in: session)
    #expect(!session.currentScreen().actions.contains { $0.command == "scorers" })
  }

  @Test func theRouteReadsAndWritesItself() throws {
    #expect(try RoutePath(parsing: "scorers") == .scorers)
    #expect(try RoutePath(parsing: "/scorers") == .scorers)
    #expect(RoutePath.scorers.address == "scorers")
    #expect(throws: RouteError.self) { try RoutePath(parsing: "scorers?top=3") }
  }
}
