import MVVMC
import MVVMCTesting
import PSGDemo
import PlayerFeed
import Rendering
import TerminalUI

@testable import DemoCommandLine

/// The full-screen demo in a virtual terminal, as `psg-demo` starts it: a started, loaded,
/// key-driven session of the 2021-22 squad, the app over it and the host drawing into the
/// terminal, with both waits held by the test. The setup the full-screen tests share.
@MainActor
final class FullScreenRun {
  let session: DemoSession
  let terminal: VirtualTerminal
  let host: FullScreenHost
  /// Holds a search typed key by key until the test moves it.
  let searchScheduler: ManualScheduler
  /// Holds the host's timers, such as the wait that tells `Esc` from a sequence.
  let hostScheduler: ManualScheduler

  /// - Parameters:
  ///   - size: The terminal's size.
  ///   - pageSize: The list's rows when the session loads; the host then fits the page to the
  ///     room the terminal has.
  ///   - route: Opened before the app draws, as `psg-demo --open ROUTE` does.
  ///   - language: The interface's language, as `--lang` gives it.
  init(
    size: TerminalSize, pageSize: Int = 50, route: String? = nil, language: Language = .english
  ) async throws {
    let searchScheduler = ManualScheduler()
    let hostScheduler = ManualScheduler()
    session = DemoSession(
      configuration: DemoConfiguration(
        language: language, pageSize: pageSize, isKeyDriven: true
      ) { Squad.paris2021 },
      scheduler: searchScheduler)
    session.start()
    await session.load()
    if let route { try session.open(RoutePath(parsing: route)) }
    let app = FullScreenDemoApp(
      session: session, renderer: PlainTextRendererStandIn(), fitsPageToTerminal: true,
      words: CommandLineWords(language).fullScreen
    ) { size in DemoStrings(language).renderContext(width: size.columns) }
    terminal = VirtualTerminal(size: size, screenLines: ["$"])
    host = FullScreenHost(app: app, terminal: terminal, scheduler: hostScheduler)
    self.searchScheduler = searchScheduler
    self.hostScheduler = hostScheduler
    host.start { _ in }
  }
}
