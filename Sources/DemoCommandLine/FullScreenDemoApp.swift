import MVVMC
import PSGDemo
import Rendering
import TerminalUI

/// The demo in the full-screen host: ``TerminalUI/NavigatorTerminalApp`` showing the session's
/// navigator, with the list's page sized to the terminal before every frame.
///
/// The footer shows the route of the scene on top as the option that opens it again
/// (`--open player/7`), above the line of key hints, so a user can copy it. The page holds as
/// many rows as fit between the list's other lines (title, search, filter, headers, page line)
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
  private let session: DemoSession
  private let adapter: NavigatorTerminalApp
  private let renderer: any Renderer
  private let makeContext: @MainActor (TerminalSize) -> RenderContext
  private let fitsPageToTerminal: Bool
  private var redraw: (@MainActor () -> Void)?
  /// The size the page was last fitted for, and how many fits were tried for it.
  private var fittedSize: TerminalSize?
  private var fitsTried = 0
  /// Whether a frame is being made: a redraw asked for then waits for the next turn.
  private var isMakingFrame = false

  /// The rows the adapter keeps below the content: the route, when there is one, and the line
  /// of key hints.
  private var footerRows: Int { session.currentRoute == nil ? 1 : 2 }
  /// Fits tried for one size before the page stays as it is: a page line or a hint that comes
  /// and goes with the page size could otherwise make two sizes alternate.
  private static let maximumFits = 4

  /// Creates the app.
  ///
  /// - Parameters:
  ///   - session: The demo's session, started.
  ///   - renderer: Draws the screens for a terminal.
  ///   - fitsPageToTerminal: Whether the page follows the terminal's rows (`false` keeps the
  ///     page size `--rows` gave).
  ///   - words: The words the host writes itself, in the interface's language.
  ///   - context: The render context for the content's size.
  init(
    session: DemoSession, renderer: any Renderer, fitsPageToTerminal: Bool,
    words: FullScreenWords = .english,
    context: @escaping @MainActor (TerminalSize) -> RenderContext
  ) {
    self.session = session
    self.fitsPageToTerminal = fitsPageToTerminal
    self.renderer = renderer
    self.makeContext = context
    self.adapter = NavigatorTerminalApp(
      navigator: session.navigator, renderer: renderer, context: context,
      footer: { [weak session] in session?.currentRoute.map(Self.reopeningOption) },
      words: words, inspector: session.inspector)
    session.observeChanges { [weak adapter] in adapter?.setNeedsRedraw() }
  }

  func frame(in size: TerminalSize) -> [String] {
    if fittedSize != size {
      fittedSize = size
      fitsTried = 0
    }
    isMakingFrame = true
    defer { isMakingFrame = false }
    fitPage(
      to: adapter.sceneSize(in: TerminalSize(columns: size.columns, rows: size.rows - footerRows)))
    return adapter.frame(in: size)
  }

  /// What the footer shows for `route`: the option that opens the same screen.
  ///
  /// ```swift
  /// FullScreenDemoApp.reopeningOption(.player(id: 32))  // "--open player/id/32"
  /// ```
  static func reopeningOption(_ route: Route) -> String {
    "--open " + route.address
  }

  func handle(_ key: Key) -> KeyResponse {
    // A key may change what surrounds the rows (a search, a filter): fit again.
    fitsTried = 0
    return adapter.handle(key)
  }

  func attach(redraw: @escaping @MainActor () -> Void) {
    self.redraw = redraw
    // Resizing the page publishes it, and the session asks for a redraw from inside the frame
    // being made; drawing then would nest one frame in another. The fit asks for the next one.
    adapter.attach { [weak self] in
      if self?.isMakingFrame != true { redraw() }
    }
  }

  /// Sizes the list's page so that the list's screen fits `content`, when the list is on top.
  ///
  /// The lines around the rows are measured on the screen about to be drawn, not assumed:
  /// they depend on the width (a long search wraps), the language and the renderer. The new
  /// page reaches the scene after this frame, so another frame is asked for; it measures
  /// again, until the page fits or ``maximumFits`` is reached (then the smaller size wins).
  private func fitPage(to content: TerminalSize) {
    guard fitsPageToTerminal, content.rows > 0, fitsTried < Self.maximumFits,
      session.navigator.top is PlayerListScene,
      let screen = adapter.drawnScreen,
      let rows = screen.blocks.lazy.compactMap(\.tableRowCount).first
    else { return }
    let lines =
      renderer.render(screen, in: makeContext(content))
      .split(separator: "\n", omittingEmptySubsequences: false).count - 1
    let list = session.coordinator.listViewModel
    var fitting = max(1, content.rows - (lines - rows))
    guard fitting != list.pageSize else { return }
    fitsTried += 1
    if fitsTried > 2 { fitting = min(fitting, list.pageSize) }
    list.resizePage(to: fitting)
    let redraw = self.redraw
    Task { @MainActor in redraw?() }
  }
}

extension Block {
  /// The number of rows of a table block; `nil` for other blocks.
  fileprivate var tableRowCount: Int? {
    if case .table(let table) = self { return table.rows.count }
    return nil
  }
}
