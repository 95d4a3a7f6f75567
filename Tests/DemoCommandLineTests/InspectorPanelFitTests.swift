import MVVMC
import MVVMCTesting
import PSGDemo
import PlayerFeed
import Rendering
import TerminalRendering
import TerminalUI
import Testing

@testable import DemoCommandLine

/// The inspector's panel beside every scene of the demo, drawn by the ANSI renderer (colours
/// and terminal hyperlinks): whatever a scene draws, the rule between the scene and the panel
/// stays in one column and no line runs past the terminal.
@MainActor
@Suite struct InspectorPanelFitTests {
  /// A route of each form the app's scenes register, its placeholders filled in with values
  /// the squad has: a search that keeps many players, a second id unlike the first.
  static var routes: [String] {
    DemoScenes.routeForms.map { form in
      var route = form.pattern.replacingOccurrences(of: "NAME", with: "goalkeepers")
        .replacingOccurrences(of: "TEXT", with: "a")
        .replacingOccurrences(of: "NUMBER", with: "7")
        .replacingOccurrences(of: "page=N", with: "page=1")
        .replacingOccurrences(of: "row=R", with: "row=2")
      for id in ["32", "1"] {
        if let range = route.range(of: "ID") { route.replaceSubrange(range, with: id) }
      }
      return route
    }
      // A page each route type adds to the exported site: values the squad has, for a form
      // whose placeholder no single word fills (a country's name).
      + DemoScenes.routes.compactMap { type in
        type.siteRoutes(players: Squad.paris2021, pageSize: 10).first { _ in true }?.address
      }
  }

  /// A session of each route of ``routes`` the app opens, with the route: a form filled with
  /// values that contradict each other (a player of another position below a position's
  /// list) is refused, as it should be, and left out. Every route type of the app is still the
  /// top of one of them, or the test that reads them fails.
  static func sessions() async throws -> [(route: String, session: DemoSession)] {
    var opened: [(route: String, session: DemoSession)] = []
    for route in routes {
      guard let session = try? await session(opening: route) else { continue }
      opened.append((route, session))
    }
    let tops = Set(
      opened.compactMap { $0.session.navigator.top.flatMap($0.session.navigator.segment(of:)) }.map
      {
        ObjectIdentifier(type(of: $0))
      })
    for type in DemoScenes.routes where !tops.contains(ObjectIdentifier(type)) {
      Issue.record("no route of \(routes) opens \(type)")
    }
    return opened
  }

  /// A loaded key-driven session of the squad, with `route` open.
  static func session(opening route: String) async throws -> DemoSession {
    let session = DemoSession(
      configuration: DemoConfiguration(pageSize: 50, isKeyDriven: true) { Squad.paris2021 },
      scheduler: ManualScheduler())
    session.start()
    await session.load()
    try session.open(RoutePath(parsing: route))
    return session
  }

  @Test(arguments: [(80, 24), (120, 40)])
  func noPanelLineMovesTheRuleOnAnyScene(columns: Int, rows: Int) async throws {
    let size = TerminalSize(columns: columns, rows: rows)
    let renderer = try #require(RendererRegistry().entry(named: "ansi")).renderer
    // Every scene of the app is the top of one of these routes.
    #expect(Self.routes.count >= DemoScenes.routes.count)
    var titles: Set<String> = []
    for (route, session) in try await Self.sessions() {
      titles.insert(session.navigator.top?.title ?? "")
      let app = FullScreenDemoApp(
        session: session, renderer: renderer, fitsPageToTerminal: true
      ) { size in RenderContext(width: size.columns, colors: .ansi256) }
      let terminal = VirtualTerminal(size: size, screenLines: ["$"])
      let host = FullScreenHost(app: app, terminal: terminal, scheduler: ManualScheduler())
      host.start { _ in }
      terminal.type("i")
      let content = TerminalSize(columns: columns, rows: rows - 2)
      let rule = InspectorPanelLayout(content: content).sceneSize.columns
      let frame = app.frame(in: size)
      let drawn = frame.prefix(content.rows).map(\.removingSGR)
      #expect(drawn.first?.contains("│Inspector") == true, "\(route): \(drawn)")
      for (row, line) in drawn.enumerated() {
        #expect(
          Self.character(of: line, atColumn: rule) == "│",
          "\(route) at \(columns)×\(rows), row \(row): the rule moved:\n\(line)")
        #expect(line.displayWidth == columns, "\(route), row \(row): \(line)")
      }
    }
    // The routes reach more than one scene: the walk is not stuck on the list.
    #expect(titles.count >= DemoScenes.routes.count, "\(titles)")
  }

  /// The character of `line` that starts at display column `column` (from 0), if one does.
  static func character(of line: String, atColumn column: Int) -> Character? {
    var width = 0
    for character in line {
      if width == column { return character }
      width += String(character).displayWidth
      if width > column { return nil }
    }
    return nil
  }
}
