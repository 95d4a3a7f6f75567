import MVVMC
import MVVMCTesting
import PSGDemo
import PlayerFeed
import Rendering
import TerminalRendering
import TerminalUI
import Testing

@testable import DemoCommandLine

/// The list's page follows the terminal's rows, so the footer of key hints stays on screen.
@MainActor
@Suite struct FullScreenDemoAppTests {
  private func loadedApp(fitting: Bool = true) async -> (FullScreenDemoApp, DemoSession) {
    let session = DemoSession(
      configuration: DemoConfiguration(pageSize: 50, isKeyDriven: true) { Squad.paris2021 })
    session.start()
    await session.load()
    let app = FullScreenDemoApp(
      session: session, renderer: PlainTextRendererStandIn(), fitsPageToTerminal: fitting
    ) { size in RenderContext(width: size.columns) }
    app.attach {}
    return (app, session)
  }

  /// Draws frames until the page settles, as the host does when the app asks for a redraw.
  private func settledFrame(_ app: FullScreenDemoApp, _ size: TerminalSize) -> [String] {
    var frame = app.frame(in: size)
    for _ in 0..<5 {
      let next = app.frame(in: size)
      if next == frame { break }
      frame = next
    }
    return frame
  }

  @Test(arguments: [(80, 40), (80, 24), (70, 14), (100, 60)])
  func pageFillsTheRowsAboveTheFooter(columns: Int, rows: Int) async {
    let (app, session) = await loadedApp()
    let frame = settledFrame(app, TerminalSize(columns: columns, rows: rows))
    #expect(frame.count == rows)
    #expect(frame.last?.hasPrefix("↑/↓ Move") == true, "\(frame)")
    #expect(frame.dropLast().last == "--open players?row=1", "\(frame)")
    #expect(frame.contains { $0.hasPrefix("Players 1–") && $0.hasSuffix(" of 35") }, "\(frame)")
    let pageSize = session.coordinator.listViewModel.pageSize
    // Full: unless every player fits, at most one blank line is left above the footer.
    let padding = frame.dropLast(2).reversed().prefix { $0.isEmpty }.count
    #expect(pageSize >= 35 || padding <= 1, "\(padding) blank lines: \(frame)")
    #expect(pageSize >= 1 && pageSize < rows)
  }

  @Test func resizingFitsThePageAgain() async {
    let (app, session) = await loadedApp()
    _ = settledFrame(app, TerminalSize(columns: 80, rows: 40))
    let tall = session.coordinator.listViewModel.pageSize
    let frame = settledFrame(app, TerminalSize(columns: 70, rows: 14))
    let short = session.coordinator.listViewModel.pageSize
    #expect(short < tall)
    #expect(frame.last?.hasPrefix("↑/↓ Move") == true, "\(frame)")
  }

  /// The footer names the screen on top as the option that opens it again, and follows every
  /// navigation.
  @Test func footerShowsTheRouteOfTheScreenOnTop() async throws {
    let (app, _) = await loadedApp()
    let terminal = VirtualTerminal(size: TerminalSize(columns: 80, rows: 24), screenLines: ["$"])
    let scheduler = ManualScheduler()
    let host = FullScreenHost(app: app, terminal: terminal, scheduler: scheduler)
    var exits: [FullScreenExit] = []
    host.start { exits.append($0) }
    #expect(terminal.screenLines[22] == "--open players?row=1")
    terminal.send(Array("\r".utf8))  // Enter on the first row, Keylor NAVAS
    #expect(terminal.screenLines.contains { $0.contains("Keylor NAVAS") })
    #expect(terminal.screenLines[22] == "--open player/id/1")
    terminal.send([0x1B])  // Esc: back to the list
    scheduler.advance(by: FullScreenHost.defaultEscapeDelay)
    terminal.type("f")
    #expect(terminal.screenLines[22] == "--open filters")
    terminal.send(Array("\u{1B}[B\r".utf8))  // the second filter
    let footer = terminal.screenLines[22]
    #expect(footer.hasPrefix("--open players?filter="), "\(terminal.screenLines)")
    terminal.type("q")
    #expect(exits == [.quit])
  }

  @Test func rowsFlagKeepsThePageSize() async {
    let (app, session) = await loadedApp(fitting: false)
    _ = settledFrame(app, TerminalSize(columns: 80, rows: 20))
    #expect(session.coordinator.listViewModel.pageSize == 50)
  }
}

/// Plain text without depending on the renderer's module: the terminal layout, joined.
struct PlainTextRendererStandIn: Renderer {
  func render(_ screen: Screen, in context: RenderContext) -> String {
    TerminalLayout(width: context.width, words: context.words).lines(for: screen)
      .map(\.text).joined(separator: "\n") + "\n"
  }
}
