import MVVMC
import MVVMCTesting
import PlayerFeed
import Rendering
import Testing

@testable import PSGDemo

/// The least flow, the worked example of `Docs/AddingAScene.md`: the teammates below a
/// player's page, a case of the page coordinator's `Route`. Its action on the page, its route,
/// its key, its French words and its scene's lifetime.
@MainActor
@Suite struct TeammatesTests {
  private func loadedSession(
    language: Language = .english, keys: Bool = false
  ) async -> (DemoSession, FlowRecorder) {
    let session = DemoSession(
      configuration: DemoConfiguration(
        language: language, isKeyDriven: keys, source: { Squad.paris2021 }))
    let flow = FlowRecorder(observing: session.coordinator)
    session.start()
    await session.load()
    return (session, flow)
  }

  private func run(_ line: String, in session: DemoSession) async throws {
    let command = try #require(Command(parsing: line), "\(line)")
    _ = try await session.execute(command)
  }

  private var mbappe: Player { Squad.paris2021.first { $0.name == "Kylian MBAPPÉ" }! }

  @Test func thePageOffersTheActionAndItOpensTheTeammates() async throws {
    let (session, flow) = await loadedSession()
    try session.open(.player(id: mbappe.id))
    let page = session.currentScreen()
    #expect(page.actions.map(\.command).contains("teammates"), "\(page.actions)")
    try await run("teammates", in: session)
    #expect(session.navigator.breadcrumb.last == "Kylian MBAPPÉ’s teammates")
    #expect(session.currentRoute?.address == "player/id/\(mbappe.id)/teammates")
    // The added scene names itself by its route, for programs: `scene` in the JSON.
    #expect(session.currentScreen().scene == "teammates")
    let forwards = Squad.paris2021.filter { $0.position == mbappe.position && $0 != mbappe }
    let shown = session.currentScreen().blocks.compactMap { block -> String? in
      guard case .text(let line, _) = block else { return nil }
      return line
    }
    #expect(shown == forwards.map { "\($0.number) \($0.name)" })
    #expect(!forwards.isEmpty)
    try await run("back", in: session)
    #expect(session.navigator.breadcrumb == ["Players", "Kylian MBAPPÉ"])
    try await run("back", in: session)
    flow.expectFreed()
  }

  @Test func theRouteReopensTheSameScreen() async throws {
    let (session, _) = await loadedSession()
    try session.open(
      RoutePath(parsing: "player/id/\(mbappe.id)/teammates"))
    #expect(
      session.navigator.breadcrumb == ["Players", "Kylian MBAPPÉ", "Kylian MBAPPÉ’s teammates"])
    #expect(throws: RouteError.self) {
      try RoutePath(parsing: "player/id/7/teammates?row=2")
    }
    // The teammates follow a page, nothing else.
    #expect(throws: RouteError.self) { try RoutePath(parsing: "teammates") }
    #expect(throws: RouteError.self) { try RoutePath(parsing: "scorers/teammates") }
  }

  @Test func itsKeyOpensItAndEscapeLeaves() async throws {
    let (session, _) = await loadedSession(keys: true)
    try session.open(.player(id: mbappe.id))
    let page = try #require(session.navigator.top)
    #expect(page.keyHints.contains { $0.keys == "t" })
    #expect(page.handle(.character("t")) == .handled)
    let scene = try #require(session.navigator.top)
    #expect(scene.title == "Kylian MBAPPÉ’s teammates")
    #expect(scene.handle(.escape) == .handled)
    #expect(session.navigator.breadcrumb == ["Players", "Kylian MBAPPÉ"])
  }

  @Test func inFrenchItSpeaksFrench() async throws {
    let (session, _) = await loadedSession(language: .french)
    try session.open(.player(id: mbappe.id))
    #expect(session.currentScreen().actions.contains { $0.label == "Coéquipiers" })
    try await run("teammates", in: session)
    #expect(session.navigator.breadcrumb.last == "Coéquipiers de Kylian MBAPPÉ")
  }
}
