import MVVMC
import PSGDemo
import Rendering
import TerminalUI

/// The demo in the full-screen host: ``TerminalUI/NavigatorTerminalApp`` showing the session's
/// navigator, which sizes the page of a scrolling scene (the list, the scorers) to the terminal
/// before every frame.
///
/// The footer shows the route of the scene on top as the option that opens it again
/// (`--open player/7`), above the line of key hints, so a user can copy it. The page holds as
/// many rows as fit between the scene's other lines (title, search, filter, headers, page line)
/// and that footer, so the footer stays on screen at any height; after a resize the next frame
/// fits again.
///
/// ```swift
/// let app = FullScreenDemoApp(
///   session: session, renderer: ANSIRenderer(), fitsPageToTerminal: true
/// ) { size in
///   RenderContext(width: size.columns, colors: .ansi256)
/// }
/// let exit = await FullScreenHost(app: app, terminal: SystemTerminal()).run()
/// ```
@MainActor
final class FullScreenDemoApp: TerminalApp {
  /// Kept alive for as long as the app: the footer reads its route.
  private let session: DemoSession
  private let adapter: NavigatorTerminalApp

  /// Creates the app.
  ///
  /// - Parameters:
  ///   - session: The demo's session, started.
  ///   - renderer: Draws the screens for a terminal.
  ///   - fitsPageToTerminal: Whether the page of a scrolling scene follows the terminal's rows
  ///     (`false` keeps the page size `--rows` gave).
  ///   - words: The words the host writes itself, in the interface's language.
  ///   - context: The render context for the content's size.
  init(
    session: DemoSession, renderer: any Renderer, fitsPageToTerminal: Bool,
    words: FullScreenWords = .english,
    context: @escaping @MainActor (TerminalSize) -> RenderContext
  ) {
    self.session = session
    self.adapter = NavigatorTerminalApp(
      navigator: session.navigator, renderer: renderer, context: context,
      footer: { [weak session] in session?.currentRoute.map(Self.reopeningOption) },
      words: words, fitsPages: fitsPageToTerminal, inspector: session.inspector)
    session.observeChanges { [weak adapter] in adapter?.setNeedsRedraw() }
  }

  func frame(in size: TerminalSize) -> [String] {
    adapter.frame(in: size)
  }

  /// What the footer shows for `route`: the option that opens the same screen.
  ///
  /// ```swift
  /// FullScreenDemoApp.reopeningOption(.player(id: 32))  // "--open player/id/32"
  /// ```
  static func reopeningOption(_ route: RoutePath) -> String {
    "--open " + route.address
  }

  /// Records the run with `recorder` into `file` (`--record`) and its history, which `h`
  /// browses (``TerminalUI/StepBrowser``); a step chosen there opens its route in this
  /// session, as `--open` would in a fresh one.
  /// `size` is the terminal's, for the first frame: step 0 shows the page fitted to it.
  func record(
    with recorder: SessionRecorder, into file: RecordingFile?, size: TerminalSize? = nil
  ) {
    adapter.resume = { [weak self] step in
      guard let self, let text = step.route, let route = try? RoutePath(parsing: text) else {
        return
      }
      try? session.open(route)
    }
    adapter.record(with: recorder, into: file, size: size)
  }

  func handle(_ key: Key) -> KeyResponse {
    adapter.handle(key)
  }

  func attach(redraw: @escaping @MainActor () -> Void) {
    adapter.attach(redraw: redraw)
  }
}
