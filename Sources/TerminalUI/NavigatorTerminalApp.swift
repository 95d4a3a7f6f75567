import MVVMC
import Rendering
import TerminalRendering

/// Runs any ``/MVVMC/Navigator``-based app with any ``/Rendering/Renderer`` in the full-screen
/// host.
///
/// Each frame is the navigator's current screen (``/MVVMC/Navigator/currentScreen()``) rendered at
/// the terminal's width, cut into lines and fitted above a footer:
///
/// ```
/// ┌──────────────────────────────┐
/// │ rendered screen, top lines   │  rows − footer
/// │ …                            │
/// │ footer line (optional)       │  e.g. the current route
/// │ ↑/↓ Move  Enter Open  ? Help │  the top scene's key hints, then the global keys
/// └──────────────────────────────┘
/// ```
///
/// The screen's ``/Rendering/Screen/actions`` (commands to type) are left out when the top scene
/// lists key hints (``/MVVMC/Scene/keyHints``): its keys, in the footer, take their place.
///
/// Keys go first to the top scene (``/MVVMC/Scene/handle(_:)``); keys it ignores are global: `?` opens the help overlay (the scene's hints and the global keys), `q` and Ctrl-C
/// quit, and the host suspends on Ctrl-Z. While the overlay is open, `?`, Esc, `q` and Enter
/// close it and no key reaches the scene.
///
/// The mouse goes the same way, as the keys it stands for: the wheel is `↑`/`↓`, a click on a
/// table row or an option moves the selection there (`↑`/`↓` as many times as it takes) and a
/// click on the selected one is `Enter` (so a double click opens), and a click on a footer hint
/// sends the hint's ``/MVVMC/KeyHint/key``.
///
/// Given an ``Inspector``, `i` (a global key, listed in the footer and the overlay) opens
/// and closes a panel beside or below the scene that shows the inspector's screen, drawn again
/// after every event it records (``InspectorPanelLayout`` splits the terminal). Every key is
/// noted as the cause of the events it sets off (``Inspector/noteCause(_:)``). While the
/// panel shows, `Tab` gives it the keys (``isInspectorFocused``): the arrows scroll it or choose
/// the scene whose boxes it shows, `?` shows its legend, `Tab` or `Esc` hands the keys back.
///
/// Given a recorder (``record(with:into:history:size:)``), the adapter makes a step after every key
/// that changed the app, a click counted once, into a file and a ``StepHistory``: `h` (a global
/// key) shows that history in a ``StepBrowser`` instead of the app, and `r` there hands the step
/// shown to ``resume``.
///
/// A frame is drawn again after every handled key, every navigation (the adapter observes the
/// navigator), every ``setNeedsRedraw()`` and every call of the closure a
/// ``RedrawRequestingScene`` receives (for a view model that changed outside a key, such as a
/// debounced search or a finished load). The host writes nothing when the frame is unchanged,
/// so asking too often costs little.
///
/// When the top scene shows a list in a window (``/MVVMC/Scene/pageSize``), the adapter sizes its
/// page before drawing: it renders the screen, counts the lines around the table, and resizes
/// the page to the rows left above the footer, so the list fills the terminal, its selected row
/// stays on screen and nothing is cut at the bottom, at any size, in any language and with any
/// renderer. `fitsPages: false` keeps the page sizes the app chose.
///
/// A terminal smaller than ``minimumSize`` (the renderers' narrowest width,
/// `RenderContext.minimumWidth` columns, and 5 rows: a title, two lines of content and the
/// footer) shows only ``FullScreenWords/terminalTooSmall``.
///
/// ```swift
/// let app = NavigatorTerminalApp(
///   navigator: navigator, renderer: ANSIRenderer(),
///   context: { size in RenderContext(width: size.columns, colors: .ansi256) },
///   footer: { coordinator.currentRoute.description })
/// let exit = await FullScreenHost(app: app, terminal: SystemTerminal()).run()
/// ```
@MainActor
public final class NavigatorTerminalApp: TerminalApp {
  /// The smallest terminal the adapter draws in: 20 columns (`RenderContext.minimumWidth`)
  /// by 5 rows.
  public static let defaultMinimumSize = TerminalSize(
    columns: RenderContext.minimumWidth, rows: 5)

  /// The navigator whose top scene is shown.
  public let navigator: Navigator
  /// The smallest terminal a frame is drawn in.
  public let minimumSize: TerminalSize
  /// The words the adapter writes itself.
  public let words: FullScreenWords
  /// Whether the help overlay is open.
  public private(set) var isShowingHelp = false
  /// What the `i` key shows beside or below the scene; `nil` for no inspector.
  public let inspector: Inspector?
  /// Whether the inspector's panel is shown (`i` toggles it).
  public internal(set) var isShowingInspector = false
  /// Whether keys go to the inspector's panel rather than the scene (`Tab` toggles it while
  /// the panel is shown): arrows scroll it, `←`/`→` choose the scene whose boxes it shows,
  /// `?` shows its legend.
  public internal(set) var isInspectorFocused = false
  /// Whether the panel shows the legend of its symbols instead of the inspection.
  public internal(set) var isShowingInspectorLegend = false
  /// Whether the panel shows what the latest step changed instead of the boxes now (`d`).
  package internal(set) var isShowingStepChanges = false
  /// How many lines of the panel are scrolled off its top.
  var inspectorScroll = 0
  /// The lines the panel can scroll over, in the last frame: its lines less its rows.
  var inspectorScrollLimit = 0
  /// The size the rendered screen was given in the last frame: the terminal's width, and its
  /// rows less the footer. An app can size its pages from it.
  public private(set) var contentSize: TerminalSize?

  /// Where the last frame put what a click can hit.
  var mouseTargets: MouseTargets?
  /// The scene as the frame being built draws it, for ``mouseTargets``.
  var sceneDrawing: MouseTargets.SceneDrawing?

  let renderer: any Renderer
  let makeContext: @MainActor (TerminalSize) -> RenderContext
  let footer: @MainActor () -> String?
  /// The run so far, step by step, which `h` browses; `nil` for no history key.
  public var history: (any RecordedSteps)?
  /// Goes on live from a step of ``history`` chosen in its browser: the app opens the step's
  /// route.
  public var resume: (@MainActor (SessionStep) -> Void)?
  /// The history's browser, while it shows.
  var browser: StepBrowser?
  /// What ``record(with:into:history:size:)`` set up: the recorder and where its steps go.
  var recording: (recorder: SessionRecorder, file: RecordingFile?, history: StepHistory?)?
  /// The step of the history the key being handled resumed from, if it did.
  var resumedStep: Int?
  /// The size of the last frame laid out: a key's step fits the page to it, and a frame of
  /// another size is a resize.
  var lastFrameSize: TerminalSize?
  /// The cause of the last step, and the inspector's last event when it was taken: what
  /// changes after it with no input (a load that ends) is a step after that cause.
  var lastStep: (cause: String, event: Int?)?
  // Whether a key is being handled: the keys a click stands for are part of it, not steps.
  var isHandlingKey = false
  /// Whether the history's browser is shown instead of the app.
  public var isBrowsingHistory: Bool { browser != nil }
  let fitsPages: Bool
  var isMakingFrame = false
  var redraw: (@MainActor () -> Void)?
  /// The last screen rendered, its context and its lines.
  var lastRender: (screen: Screen, context: RenderContext, lines: [String])?

  /// Creates the adapter.
  ///
  /// - Parameters:
  ///   - navigator: The app's navigator; the adapter observes it to redraw after navigation.
  ///   - renderer: Draws the screens; it should write for a terminal (plain text or ANSI).
  ///   - context: Makes the render context for the content's size (the terminal's width, the
  ///     rows above the footer). The default is plain text at that width.
  ///   - footer: A line shown above the key hints, such as the current route; `nil` for none.
  ///     It is data: control characters are shown visibly.
  ///   - words: The words the adapter writes itself.
  ///   - minimumSize: The smallest terminal a frame is drawn in.
  ///   - fitsPages: Whether the page of a scene on top that scrolls (``/MVVMC/Scene/pageSize``) follows the rows the
  ///     terminal has (`false` keeps the app's page sizes).
  ///   - inspector: Shown in a panel beside or below the scene while `i` is toggled on;
  ///     `nil` for no inspector key.
  public init(
    navigator: Navigator,
    renderer: any Renderer,
    context: @escaping @MainActor (TerminalSize) -> RenderContext = {
      RenderContext(width: $0.columns)
    },
    footer: @escaping @MainActor () -> String? = { nil },
    words: FullScreenWords = .english,
    minimumSize: TerminalSize = NavigatorTerminalApp.defaultMinimumSize,
    fitsPages: Bool = true,
    inspector: Inspector? = nil
  ) {
    self.fitsPages = fitsPages
    self.navigator = navigator
    self.renderer = renderer
    self.makeContext = context
    self.footer = footer
    self.words = words
    self.minimumSize = minimumSize
    self.inspector = inspector
    inspector?.observe { [weak self] in if self?.isShowingInspector == true { self?.redraw?() } }
    navigator.observe { [weak self] _ in
      self?.connectScenes()
      self?.setNeedsRedraw()
    }
    connectScenes()
  }

  /// Asks the host for a new frame, for a change it cannot see (a view model updated by a
  /// timer or a load). Does nothing before the host starts.
  public func setNeedsRedraw() {
    // A page fitted while a frame is made changes the scene that frame then draws: asking for
    // another one from inside it would nest a frame in a frame.
    guard !isMakingFrame else { return }
    redraw?()
  }

  /// Hands every ``RedrawRequestingScene`` on the navigator a closure that asks for a frame.
  func connectScenes() {
    for scene in navigator.shownScenes {
      guard let scene = scene as? any RedrawRequestingScene, scene.requestRedraw == nil else {
        continue
      }
      scene.requestRedraw = { [weak self] in self?.setNeedsRedraw() }
    }
  }

  // MARK: TerminalApp

  public func attach(redraw: @escaping @MainActor () -> Void) {
    self.redraw = redraw
  }

  public func handle(_ key: Key) -> KeyResponse {
    guard !isHandlingKey else { return respond(to: key) }
    isHandlingKey = true
    defer { isHandlingKey = false }
    let wasBrowsing = isBrowsingHistory
    resumedStep = nil
    let response = respond(to: key)
    // A step is a key that changed the app: not one that only browsed its history. A resume
    // is its own step, named for the step it went on from, not for the key that chose it.
    let changedTheApp = !wasBrowsing && !isBrowsingHistory || resumedStep != nil
    if let recording, response != .ignored, changedTheApp, !isTypingInAField {
      // The page is fitted now, as the frame that follows would fit it: its events are the
      // key's, and the step shows what that frame shows.
      if let lastFrameSize, !isBrowsingHistory { _ = frame(in: lastFrameSize) }
      let eventWords = words.inspection.eventWords
      let cause = resumedStep.map(eventWords.resumed(from:)) ?? key.causeName(eventWords)
      writeStep(cause: cause, with: recording.recorder)
    }
    return response
  }

  func respond(to key: Key) -> KeyResponse {
    if let browser { return handleHistoryKey(key, in: browser) }
    if case .mouse(let event) = key { return handle(event) }
    if isShowingHelp {
      switch key {
      case .character("?"), .character("q"), .escape, .enter:
        isShowingHelp = false
        return .handled
      case .control("c"):
        return .quit
      default:
        return .ignored
      }
    }
    if let response = handleInspectorKey(key) { return response }
    inspector?.noteCause(key.causeName(words.inspection.eventWords))
    if let scene = navigator.top {
      let response = scene.handle(key)
      if response != .ignored { return response }
    }
    switch key {
    case .character("?"):
      isShowingHelp = true
      return .handled
    case .character("h") where history != nil:
      showHistory()
      return .handled
    case .character("i") where inspector != nil:
      isShowingInspector.toggle()
      isInspectorFocused = false
      return .handled
    case .tab where isShowingInspector:
      isInspectorFocused = true
      return .handled
    case .character("q"), .control("c"):
      return .quit
    default:
      return .ignored
    }
  }

  public func frame(in size: TerminalSize) -> [String] {
    guard size.columns >= minimumSize.columns, size.rows >= minimumSize.rows else {
      contentSize = nil
      mouseTargets = nil
      return [words.terminalTooSmall.sanitizedForTerminal.truncated(toWidth: size.columns)]
    }
    if let browser { return browser.frame(in: size) }
    // A frame no key asked for shows what changed meanwhile, and a new size refits the page:
    // each a step of its own.
    let resize = takeStepOutsideAKey(beforeFraming: size)
    defer { if let resize { takeResizeStep(resize) } }
    isMakingFrame = true
    defer { isMakingFrame = false }
    let footerLines = self.footerLines(width: size.columns)
    let content = TerminalSize(columns: size.columns, rows: size.rows - footerLines.count)
    contentSize = content
    sceneDrawing = nil
    let screen = isShowingHelp ? helpLines(width: size.columns) : contentLines(in: content)
    guard var lines = screen else {
      // Not one row of the list fits: a list whose selection is cut off would mislead.
      mouseTargets = nil
      return [words.terminalTooSmall.sanitizedForTerminal.truncated(toWidth: size.columns)]
    }
    if lines.count > content.rows {
      lines.removeLast(lines.count - content.rows)
    } else {
      lines += Array(repeating: "", count: content.rows - lines.count)
    }
    mouseTargets = MouseTargets(
      scene: sceneDrawing, hints: footerHints(width: size.columns), hintRow: size.rows - 1)
    return lines + footerLines
  }

}
