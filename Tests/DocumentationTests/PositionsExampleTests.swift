import MVVMC
import MVVMCTesting
import PlayerFeed
import Rendering
import Testing

@testable import PSGDemo

/// The second worked example of `Docs/AddingAScene.md` (“A flow of two levels from the
/// list”), the files of `AddingAFlowExample/`, put together with the demo's scenes as a user's
/// one line would: its action and key on the list, its two levels and the player's page below
/// them, its routes (and the one it refuses), its French words and its flow's lifetime.
@MainActor
@Suite struct PositionsExampleTests {
  static let scenes = DemoScenes(DemoScenes.standard.all + [.flow(.positions)])

  private func loadedSession(
    language: Language = .english, keys: Bool = false
  ) async -> (DemoSession, FlowRecorder) {
    let session = DemoSession(
      configuration: DemoConfiguration(
        language: language, isKeyDriven: keys, scenes: Self.scenes, source: { Squad.paris2021 }))
    let flow = FlowRecorder(observing: session.coordinator)
    session.start()
    await session.load()
    return (session, flow)
  }

  private func run(_ line: String, in session: DemoSession) async throws {
    let command = try #require(Command(parsing: line, actions: Self.scenes.actions), "\(line)")
    _ = try await session.execute(command)
  }

  private func open(_ route: String, in session: DemoSession) throws {
    try session.open(RoutePath(parsing: route, in: Self.scenes.routeTree))
  }

  /// The rows of the tables of the screen on top, each as its cells' text.
  private func tableRows(of session: DemoSession) -> [[String]] {
    session.currentScreen().blocks.flatMap { block -> [[String]] in
      guard case .table(let table) = block else { return [] }
      return table.rows.map { $0.cells.map(\.text) }
    }
  }

  private func players(of line: Line) -> [Player] {
    Squad.paris2021.filter { $0.position.line == line }
  }

  private var firstForward: Player { players(of: .forward)[0] }
  private var firstGoalkeeper: Player { players(of: .goalkeeper)[0] }

  @Test func theListOffersTheActionAndItsKey() async throws {
    let (session, _) = await loadedSession(keys: true)
    let action = try #require(
      session.currentScreen().actions.first { $0.command == "positions" },
      "\(session.currentScreen().actions)")
    #expect(action.label == "Show the squad by position")
    // No `link:`: the site has no page for the positions, so a document links nowhere.
    #expect(action.destination == nil)
    let list = try #require(session.navigator.top)
    #expect(list.keyHints.contains { $0.keys == "g" && $0.action == "Positions" })
  }

  @Test func theFlowGoesTwoLevelsDeepAndBackAndIsFreed() async throws {
    let (session, flow) = await loadedSession()
    try await run("positions", in: session)
    #expect(session.navigator.breadcrumb == ["Players", "Squad by position"])
    #expect(session.currentRoute?.address == "positions")
    let counts = Line.allCases.map { String(players(of: $0).count) }
    #expect(
      tableRows(of: session)
        == zip(["Goalkeepers", "Defenders", "Midfielders", "Forwards"], counts).map { [$0, $1] })
    #expect(!players(of: .forward).isEmpty)

    try await run("open 4", in: session)
    #expect(session.navigator.breadcrumb.last == "Forwards")
    #expect(session.currentRoute?.address == "positions/position/forwards")
    #expect(tableRows(of: session) == players(of: .forward).map { [String($0.number), $0.name] })

    try await run("open 1", in: session)
    #expect(session.navigator.breadcrumb.last == firstForward.name)
    #expect(
      session.currentRoute?.address == "positions/position/forwards/player/id/\(firstForward.id)")

    try await run("back", in: session)
    try await run("back", in: session)
    #expect(session.navigator.breadcrumb == ["Players", "Squad by position"])
    try await run("back", in: session)
    #expect(session.navigator.breadcrumb == ["Players"])
    flow.expectFreed()
  }

  @Test(arguments: [
    (false, "positions", "Squad by position"), (true, "positions?row=3", "Squad by position"),
    (false, "positions/position/forwards", "Forwards"),
    (true, "positions?row=2/position/defenders", "Defenders"),
  ])
  func everyRouteReopensTheSameScreen(keys: Bool, route: String, title: String) async throws {
    let (session, _) = await loadedSession(keys: keys)
    try open(route, in: session)
    #expect(session.navigator.breadcrumb.last == title)
    #expect(session.currentRoute?.address == route)
    let screen = session.currentScreen()
    try session.open(try #require(session.currentRoute))
    #expect(session.currentScreen() == screen)
  }

  @Test func aPlayerOfThePositionReopensTheSamePage() async throws {
    let (session, _) = await loadedSession()
    let route = "positions/position/forwards/player/id/\(firstForward.id)"
    try open(route, in: session)
    #expect(session.currentRoute?.address == route)
    #expect(
      session.navigator.breadcrumb == [
        "Players", "Squad by position", "Forwards", firstForward.name,
      ])
    let screen = session.currentScreen()
    try session.open(try #require(session.currentRoute))
    #expect(session.currentScreen() == screen)
  }

  @Test func theSelectedRowOfARouteIsTheOneEnterOpens() async throws {
    let (session, _) = await loadedSession(keys: true)
    try open("positions?row=3", in: session)
    let positions = try #require(session.navigator.top)
    #expect(positions.handle(.enter) == .handled)
    #expect(session.navigator.breadcrumb.last == "Midfielders")
  }

  @Test func aRouteThatContradictsItsPositionIsRefused() async throws {
    let (session, _) = await loadedSession()
    let goalkeeper = firstGoalkeeper
    #expect(goalkeeper.position.line != .forward)
    let route = "positions/position/forwards/player/id/\(goalkeeper.id)"
    let path = try RoutePath(parsing: route, in: Self.scenes.routeTree)
    let error = try #require(throws: RouteError.self) { try session.open(path) }
    #expect(error.problem.description == "\(goalkeeper.name) is not among the forwards")
    #expect(error.acceptedForms == ["player/id/ID", "player/NUMBER"])
    #expect(
      error.description
        == "invalid route “player/id/\(goalkeeper.id)”: \(goalkeeper.name) is not among the forwards"
        + " (accepted: player/id/ID, player/NUMBER)")
    // All or nothing: the stack is the list alone again.
    #expect(session.navigator.breadcrumb == ["Players"])
    // The same player below the goalkeepers opens.
    try open("positions/position/goalkeepers/player/id/\(goalkeeper.id)", in: session)
    #expect(session.navigator.breadcrumb.last == goalkeeper.name)
  }

  @Test func anUnknownPositionOrRowIsRefused() throws {
    let unknown = try #require(throws: RouteError.self) {
      try RoutePath(parsing: "positions/position/strikers", in: Self.scenes.routeTree)
    }
    #expect(unknown.problem.description == "no position is called “strikers”")
    #expect(unknown.acceptedForms == ["position/NAME"])
    let row = try #require(throws: RouteError.self) {
      try RoutePath(parsing: "positions?row=5", in: Self.scenes.routeTree)
    }
    #expect(row.problem.description == "there is no row 5 among the 4 positions")
  }

  @Test func itsKeysDriveItTwoLevelsDeepAndBack() async throws {
    let (session, flow) = await loadedSession(keys: true)
    func press(_ key: Key) throws {
      let top = try #require(session.navigator.top)
      #expect(top.handle(key) == .handled, "\(key) on \(top.title)")
    }
    try press(.character("g"))
    #expect(session.navigator.breadcrumb == ["Players", "Squad by position"])
    try press(.down)
    #expect(session.currentRoute?.address == "positions?row=2")
    try press(.enter)
    #expect(session.navigator.breadcrumb.last == "Defenders")
    #expect(session.currentRoute?.address == "positions?row=2/position/defenders")
    try press(.enter)
    let defender = players(of: .defender)[0]
    #expect(session.navigator.breadcrumb.last == defender.name)
    try press(.escape)
    #expect(session.navigator.breadcrumb.last == "Defenders")
    try press(.escape)
    #expect(session.currentRoute?.address == "positions?row=2")
    try press(.escape)
    #expect(session.navigator.breadcrumb == ["Players"])
    flow.expectFreed()
  }

  @Test func inFrenchItSpeaksFrench() async throws {
    let (session, _) = await loadedSession(language: .french)
    #expect(session.currentScreen().actions.contains { $0.label == "Voir l’effectif par poste" })
    try await run("postes", in: session)
    #expect(session.navigator.breadcrumb.last == "Effectif par poste")
    #expect(
      tableRows(of: session).map(\.[0]) == [
        "Gardiens de but", "Défenseurs", "Milieux", "Attaquants",
      ])
    let goalkeeper = firstGoalkeeper
    let path = try RoutePath(
      parsing: "positions/position/forwards/player/id/\(goalkeeper.id)", in: Self.scenes.routeTree)
    let error = try #require(throws: RouteError.self) { try session.open(path) }
    #expect(
      session.strings.describe(error)
        == "route invalide « player/id/\(goalkeeper.id) » : \(goalkeeper.name) n’est pas parmi"
        + " les attaquants (formes acceptées : player/id/ID, player/NUMÉRO)")
  }

  @Test func withoutItsRegistrationTheRouteIsNotTheApps() async throws {
    #expect(throws: RouteError.self) {
      try RoutePath(parsing: "positions", in: DemoScenes.standard.routeTree)
    }
    #expect(!DemoScenes.standard.actions.contains { $0.name == .positions })
    let session = DemoSession(
      configuration: DemoConfiguration(source: { Squad.paris2021 }))
    session.start()
    await session.load()
    #expect(!session.currentScreen().actions.contains { $0.command == "positions" })
  }
}
