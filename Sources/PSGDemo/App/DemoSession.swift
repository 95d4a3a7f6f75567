import MVVMC
import PlayerFeed
import Rendering
import TerminalUI

/// One run of the demo app, without any terminal: the navigator, the root coordinator, and the
/// commands that drive them.
///
/// The executable reads lines and renders screens; everything in between happens here, so tests
/// drive a session exactly as a user would.
///
/// This file holds its state and life cycle; each other job has its file: carrying out
/// commands (`DemoSession+Commands.swift`), deep links (`+Routes`), the in-app help (`+Help`)
/// and what `--trace` hears (`+Tracing`).
///
/// ```swift
/// let session = DemoSession(configuration: DemoConfiguration(source: { Squad.paris2021 }))
/// session.start()  // the list, loading
/// await session.load()  // the list of the squad
/// if try await session.execute(.search("mbappe")) == .render {
///   print(session.currentScreen().title)  // "Players", with one row: Kylian MBAPPÉ
/// }
/// ```
@MainActor
package final class DemoSession {
  /// What ``execute(_:)`` asks of the host after a command.
  package enum Effect: Equatable, Sendable {
    /// Render the current screen.
    case render
    /// Show ``helpText()``, then the current screen.
    case showHelp
    /// End the run.
    case quit
    /// Show ``inspectionScreen()``: the coordinators, the stack, the boxes, the events.
    case inspect
  }

  /// The navigator that owns the scenes.
  package let navigator: Navigator
  /// The root coordinator.
  package let coordinator: AppCoordinator
  /// The interface's words.
  package let strings: DemoStrings
  /// Hears every navigation, coordinator and binding event, for `inspect` and the
  /// full-screen app's inspector.
  package let inspector: Inspector
  /// The columns of the help, unless ``helpText(width:)`` is given another width.
  package let width: Int
  /// The words of the events, in the trace and the inspector's causes: the language's.
  let eventWords: EventWords
  /// Where the trace lines go, when tracing (see `DemoSession+Tracing.swift`).
  let trace: ((String) -> Void)?

  /// Creates a session.
  ///
  /// - Parameters:
  ///   - configuration: Where the players come from, the language and the page size.
  ///   - trace: Receives one line per navigation event, coordinator event and binding that
  ///     fires, when given. Lines may hold untrusted text: sanitise before printing.
  ///     After ``open(_:)`` and after every command that succeeded, the line
  ///     `route ADDRESS` names the screen shown, for `--open`.
  ///   - scheduler: Where a search typed key by key waits before it applies: the main queue
  ///     when `nil`; tests pass `MVVMCTesting`'s `ManualScheduler`.
  package init(
    configuration: DemoConfiguration, trace: ((String) -> Void)? = nil,
    scheduler: (any DelayScheduler)? = nil
  ) {
    let navigator = Navigator()
    let strings = DemoStrings(configuration.language)
    // Room for the events of a few dozen keys, which the full-screen panel scrolls through.
    let inspector = Inspector(navigator: navigator, capacity: 300) { [weak navigator] scene in
      navigator?.route(upTo: scene)?.address
    }
    let eventWords = strings.eventWords
    inspector.valueWords = strings.valueWords
    let tracer = Self.bindingTracer(
      inspector: inspector, trace: trace, words: eventWords, values: strings.valueWords)
    let listViewModel = PlayerListViewModel(
      pageSize: configuration.pageSize, tracer: tracer, searchDelay: configuration.searchDelay,
      scheduler: scheduler, source: configuration.source)
    self.navigator = navigator
    self.strings = strings
    self.width = configuration.width
    self.coordinator = AppCoordinator(
      navigator: navigator, listViewModel: listViewModel, strings: strings, tracer: tracer,
      marksSelectedRow: configuration.isKeyDriven,
      marksVisitedPlayer: !configuration.isKeyDriven)
    self.trace = trace
    self.eventWords = eventWords
    self.inspector = inspector
    coordinator.valueWords = strings.valueWords
    inspector.root = coordinator
    traceNavigationAndCoordinators()
  }

  /// Shows the list in its loading state. Call ``load()`` next.
  package func start() {
    coordinator.start()
  }

  /// Ends every child flow, top first, so each delivers its outcome once before the run ends
  /// (a picker open then ends cancelled, and nothing is chosen): what `quit`, the end of input
  /// and the full-screen host's exits do.
  package func end() {
    coordinator.cancelChildren()
  }

  /// Loads the players (the list shows them, or its error state).
  package func load() async {
    await coordinator.listViewModel.load()
  }

  /// The error of the last load, if it failed.
  package var loadError: FeedError? {
    if case .failed(let error) = coordinator.listViewModel.state.value { return error }
    return nil
  }

  /// Calls `onChange` when the list changes without a key having been handled: a typed search
  /// that settled after its delay, a reload that finished. A full-screen host redraws then.
  ///
  /// `onChange` may also run while a key is handled; a host that redraws after the key anyway
  /// finds the frame unchanged.
  package func observeChanges(_ onChange: @escaping @MainActor () -> Void) {
    let list = coordinator.listViewModel
    list.state.bind(owner: "redraw") { _ in onChange() }
    list.page.bind(owner: "redraw") { _ in onChange() }
  }

  /// What the app is doing now, as a screen: the coordinators, the stack with each scene's
  /// route, the top scene's boxes and the latest events (``/TerminalUI/Inspector``). Shown over the
  /// screen on top, as help is: that screen's address and `back`, the stack's titles then the
  /// inspector's as its breadcrumb. Its scene is `inspect`.
  package func inspectionScreen(words: InspectionWords = .english) -> Screen {
    let inspection = inspector.inspection().makeScreen(words: words)
    var screen = Screen(
      over: currentScreen(), title: inspection.title,
      blocks: inspection.blocks)
    screen.scene = Action.Name.inspect.word
    return screen
  }

  /// The screen of the scene on top, with its breadcrumb.
  package func currentScreen() -> Screen {
    coordinator.currentScreen()
  }
}
