import ANSIRendering
import MVVMC
import MVVMCTesting
import PSGDemo
import PlainTextRendering
import PlayerFeed
import Rendering
import TerminalUI
import Testing

/// The examples of Docs/TerminalHost.md, which quotes them.
@MainActor @Suite struct TerminalHostGuideExamples {
  /// Compiled, not run: it needs a real terminal.
  func runFullScreen(_ navigator: Navigator) async -> Int32 {
    let app = NavigatorTerminalApp(
      navigator: navigator, renderer: ANSIRenderer(),
      context: { size in RenderContext(width: size.columns, colors: .ansi256) })
    let exit = await FullScreenHost(app: app, terminal: SystemTerminal()).run()
    return exit.status  // 0 after q, 128 + the signal after one, 1 on an error
  }

  @Test func frameDiffWritesOnlyTheChangedLine() {
    let size = TerminalSize(columns: 20, rows: 3)
    let bytes = FrameDiff.bytes(
      from: Frame(lines: ["Players", "MESSI"], size: size),
      to: Frame(lines: ["Players", "NEYMAR"], size: size))
    #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[2;1H\u{1B}[KNEYMAR")
  }

  @Test func opensAPlayerAndQuits() async {
    let session = DemoSession(
      configuration: DemoConfiguration(isKeyDriven: true) { Squad.paris2021 })
    session.start()
    await session.load()
    let app = NavigatorTerminalApp(
      navigator: session.navigator, renderer: PlainTextRenderer(),
      context: { size in RenderContext(width: size.columns) })
    var exits: [FullScreenExit] = []

    let terminal = VirtualTerminal(size: TerminalSize(columns: 60, rows: 12), screenLines: ["$"])
    let scheduler = ManualScheduler()
    let host = FullScreenHost(app: app, terminal: terminal, scheduler: scheduler)
    host.start { exits.append($0) }
    terminal.send(Array("\u{1B}[B\r".utf8))  // ↓ then Enter
    #expect(terminal.screenLines[0] == "Sergio RICO")
    terminal.send([0x1B])  // Esc, alone…
    scheduler.advance(by: FullScreenHost.defaultEscapeDelay)  // …once the timer says so
    #expect(terminal.screenLines[0] == "Players")
    terminal.resize(to: TerminalSize(columns: 10, rows: 3))
    #expect(terminal.screenLines[0].hasPrefix("Terminal"))
    terminal.type("q")
    #expect(terminal.modes == .restored)
    #expect(terminal.screenLines == ["$", "", ""])  // the shell's screen is back
    #expect(exits == [.quit])
  }
}
