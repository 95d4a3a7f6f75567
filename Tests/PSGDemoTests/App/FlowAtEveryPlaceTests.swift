import MVVMC
import PlayerFeed
import Rendering
import Testing

@testable import PSGDemo

/// The same small flow added at each place of the demo, one place at a time, as a user's one
/// registration line would: the parent offers its action and key, a typed command and the key
/// open it, its route reads back and reopens it, `help` lists routes that open, and `back`
/// returns. A place that takes flows only where the guide rehearsed it fails here: below the
/// comparison, `--help` once wrote the flow after the picker's form, a route that is refused.
@MainActor
@Suite struct FlowAtEveryPlaceTests {
  /// A place, the route of its parent's screen, and that screen's title.
  struct Place: Sendable, CustomTestStringConvertible {
    let name: String
    let flow: FlowContribution
    let parentRoute: String
    let parentTitle: String
    var testDescription: String { name }
  }

  nonisolated static let places = [
    Place(
      name: "the list", flow: .probe(below: .playerList), parentRoute: "players",
      parentTitle: "Players"),
    Place(
      name: "a player's page", flow: .probe(below: .playerDetail),
      parentRoute: "player/id/32", parentTitle: "Kylian MBAPPÉ"),
    Place(
      name: "the top scorers", flow: .probe(below: .topScorers), parentRoute: "scorers",
      parentTitle: "Top scorers"),
    Place(
      name: "the comparison", flow: .probe(below: .comparison),
      parentRoute: "player/id/32/compare/35", parentTitle: "Kylian MBAPPÉ and Lionel MESSI"),
  ]

  /// `pattern` with its placeholders filled as `--help`'s reader would: a second `ID` names
  /// another player than the first, since a player is not compared with themselves.
  static func example(of pattern: String) -> String {
    let filled = SceneRegistryTests.example(of: pattern.replacingOccurrences(of: "ID", with: "@"))
    guard let first = filled.range(of: "@") else { return filled }
    return filled.replacingCharacters(in: first, with: "32").replacingOccurrences(
      of: "@", with: "35")
  }

  private func loadedSession(with scenes: DemoScenes, keys: Bool = false) async -> DemoSession {
    let session = DemoSession(
      configuration: DemoConfiguration(
        isKeyDriven: keys, scenes: scenes, source: { Squad.paris2021 }))
    session.start()
    await session.load()
    return session
  }

  @Test(arguments: places)
  func everyFormOfHelpOpens(at place: Place) async throws {
    let scenes = DemoScenes(DemoScenes.standard.all + [.flow(place.flow)])
    let probes = scenes.routeForms.filter { $0.pattern.hasSuffix("probe") }
    #expect(!probes.isEmpty, "help lists the probe below \(place.name)")
    for form in scenes.routeForms {
      let example = Self.example(of: form.pattern)
      let route = try RoutePath(parsing: example, in: scenes.routeTree)
      #expect(try RoutePath(parsing: route.address, in: scenes.routeTree) == route.canonical)
    }
    for form in probes {
      let session = await loadedSession(with: scenes)
      let example = Self.example(of: form.pattern)
      try session.open(RoutePath(parsing: example, in: scenes.routeTree))
      #expect(session.navigator.top?.title == "Probe", "\(example)")
    }
  }

  @Test(arguments: places)
  func itsCommandOpensItAndItsRouteReopensIt(at place: Place) async throws {
    let scenes = DemoScenes(DemoScenes.standard.all + [.flow(place.flow)])
    let session = await loadedSession(with: scenes)
    try session.open(RoutePath(parsing: place.parentRoute, in: scenes.routeTree))
    #expect(session.navigator.top?.title == place.parentTitle)
    #expect(session.currentScreen().actions.contains { $0.command == "probe" })

    let probe = try #require(Command(parsing: "probe", actions: scenes.actions))
    _ = try await session.execute(probe)
    #expect(session.navigator.top?.title == "Probe")
    let route = try #require(session.currentRoute)
    #expect(route.address.hasSuffix("probe"), "\(route.address)")

    let reopened = await loadedSession(with: scenes)
    try reopened.open(RoutePath(parsing: route.address, in: scenes.routeTree))
    #expect(reopened.navigator.breadcrumb == session.navigator.breadcrumb)

    let back = try #require(Command(parsing: "back", actions: scenes.actions))
    _ = try await session.execute(back)
    #expect(session.navigator.top?.title == place.parentTitle)
  }

  @Test(arguments: places)
  func itsKeyOpensIt(at place: Place) async throws {
    let scenes = DemoScenes(DemoScenes.standard.all + [.flow(place.flow)])
    let session = await loadedSession(with: scenes, keys: true)
    try session.open(RoutePath(parsing: place.parentRoute, in: scenes.routeTree))
    let parent = try #require(session.navigator.top)
    #expect(parent.keyHints.contains { $0.keys == "z" && $0.action == "Probe" })
    #expect(parent.handle(.character("z")) == .handled)
    #expect(session.navigator.top?.title == "Probe")
    #expect(session.navigator.top?.handle(.escape) == .handled)
    #expect(session.navigator.top?.title == place.parentTitle)
  }
}

// MARK: - The probe: the least flow a folder can add

extension Action.Name {
  fileprivate static let probe = Action.Name("probe")
}

extension Action {
  fileprivate static let probe = Action(
    .probe, key: .character("z"), label: { _ in "Probe" }, hint: { _ in "Probe" },
    summary: { _ in "the probe" })
}

extension FlowContribution {
  /// The probe below `point`, given that point's navigator and words.
  fileprivate static func probe<Context>(
    below point: ContributionPoint<Context>,
    navigator: @escaping @MainActor @Sendable (Context) -> (Navigator, DemoStrings)
  ) -> FlowContribution {
    FlowContribution(
      ProbeRoute.self, below: point, action: .probe, route: { _, _ in ProbeRoute() },
      flow: { _, context in
        let (navigator, strings) = navigator(context)
        return ProbeCoordinator(navigator: navigator, strings: strings)
      })
  }

  fileprivate static func probe(below point: ContributionPoint<PlayerListContext>) -> Self {
    probe(below: point) { ($0.navigator, $0.strings) }
  }

  fileprivate static func probe(below point: ContributionPoint<PlayerDetailContext>) -> Self {
    probe(below: point) { ($0.navigator, $0.strings) }
  }

  fileprivate static func probe(below point: ContributionPoint<TopScorersContext>) -> Self {
    probe(below: point) { ($0.navigator, $0.strings) }
  }

  fileprivate static func probe(below point: ContributionPoint<ComparisonContext>) -> Self {
    probe(below: point) { ($0.page.navigator, $0.page.strings) }
  }
}

private struct ProbeRoute: DemoRoute {
  static let forms = [RouteForm("probe", summary: "the probe")]

  static func read(path: String, query: String?, route: String) -> Self? {
    path == "probe" && query == nil ? ProbeRoute() : nil
  }

  var address: String { "probe" }
}

@MainActor
private final class ProbeCoordinator: BaseCoordinator<Void> {
  private let strings: DemoStrings

  init(navigator: Navigator, strings: DemoStrings) {
    self.strings = strings
    super.init(navigator: navigator)
  }

  override func start() {
    push(ProbeScene(strings: strings, coordinator: self))
  }

  func didAskToGoBack() { cancel() }
}

@MainActor
private final class ProbeScene: DemoScene {
  let strings: DemoStrings
  private weak var coordinator: ProbeCoordinator?

  init(strings: DemoStrings, coordinator: ProbeCoordinator) {
    self.strings = strings
    self.coordinator = coordinator
  }

  var title: String { "Probe" }

  var routeSegment: (any RouteSegment)? { ProbeRoute() }

  func makeScreen() -> Screen {
    Screen(title: title, blocks: [.text("A probe.")], actions: screenActions)
  }

  var offeredActions: [Action] { [.back] }

  func perform(_ name: Action.Name, argument: String?) throws(CommandError) -> Task<Void, Never>? {
    guard name == .back, let coordinator else {
      throw strings.error(.notHere(command: strings.word(name), scene: title))
    }
    coordinator.didAskToGoBack()
    return nil
  }
}
