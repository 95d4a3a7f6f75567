import MVVMC
import Rendering

/// One run of the demo app, without any terminal: the navigator, the root coordinator, and the
/// commands that drive them.
///
/// The executable reads lines and renders screens; everything in between happens here, so tests
/// drive a session exactly as a user would.
///
/// ```swift
/// let session = DemoSession(configuration: DemoConfiguration(source: { Squad.paris2021 }))
/// await session.start()
/// try await session.execute(.search("mbappe"))
/// session.currentScreen().title  // "Players"
/// ```
@MainActor
public final class DemoSession {
  /// What ``execute(_:)`` asks of the host after a command.
  public enum Effect: Equatable, Sendable {
    /// Render the current screen.
    case render
    /// Show ``helpText()``, then the current screen.
    case showHelp
    /// End the run.
    case quit
  }

  /// The navigator that owns the scenes.
  public let navigator: Navigator
  /// The root coordinator.
  public let coordinator: AppCoordinator
  /// The interface's words.
  public let strings: DemoStrings

  /// Creates a session.
  ///
  /// - Parameters:
  ///   - configuration: Where the players come from, the language and the page size.
  ///   - trace: Receives one line per navigation event, coordinator event and binding that
  ///     fires, when given. Lines may hold untrusted text: sanitise before printing.
  ///   - scheduler: Where a search typed key by key waits before it applies: the main queue
  ///     when `nil`; tests pass a ``MVVMC/ManualScheduler``.
  public init(
    configuration: DemoConfiguration, trace: ((String) -> Void)? = nil,
    scheduler: (any Scheduler)? = nil
  ) {
    let navigator = Navigator()
    let strings = DemoStrings(configuration.language)
    let tracer = trace.map { trace in
      BindingTracer { firing in
        let listeners = firing.listeners == 1 ? "1 listener" : "\(firing.listeners) listeners"
        trace("binding \(firing.label) = \(firing.value) (\(listeners))")
      }
    }
    let listViewModel = PlayerListViewModel(
      pageSize: configuration.pageSize, tracer: tracer, searchDelay: configuration.searchDelay,
      scheduler: scheduler, source: configuration.source)
    self.navigator = navigator
    self.strings = strings
    self.coordinator = AppCoordinator(
      navigator: navigator, listViewModel: listViewModel, strings: strings, tracer: tracer,
      marksSelectedRow: configuration.isKeyDriven)
    if let trace {
      navigator.observe { trace("navigation \($0)") }
      coordinator.onEvent = { trace("coordinator \($0)") }
    }
  }

  /// Shows the list in its loading state. Call ``load()`` next.
  public func start() {
    coordinator.start()
  }

  /// Loads the players (the list shows them, or its error state).
  public func load() async {
    await coordinator.listViewModel.load()
  }

  /// The error of the last load, if it failed.
  public var loadError: FeedError? {
    if case .failed(let error) = coordinator.listViewModel.state.value { return error }
    return nil
  }

  /// Calls `onChange` when the list changes without a key having been handled: a typed search
  /// that settled after its delay, a reload that finished. A full-screen host redraws then.
  ///
  /// `onChange` may also run while a key is handled; a host that redraws after the key anyway
  /// finds the frame unchanged.
  public func observeChanges(_ onChange: @escaping @MainActor () -> Void) {
    let list = coordinator.listViewModel
    list.state.bind { _ in onChange() }
    list.page.bind { _ in onChange() }
  }

  /// Builds the stack a deep link names.
  public func open(_ route: Route) throws(RouteError) {
    try coordinator.open(route)
  }

  /// The screen of the scene on top, with its breadcrumb.
  public func currentScreen() -> Screen {
    navigator.currentScreen() ?? Screen(title: strings.playersTitle)
  }

  /// Carries out one command in the scene on top.
  ///
  /// - Throws: ``CommandError`` when the command makes no sense there; nothing changed then.
  public func execute(_ command: Command) async throws(CommandError) -> Effect {
    switch command {
    case .quit:
      return .quit
    case .help:
      return .showHelp
    case .back:
      guard navigator.back() else {
        throw CommandError(
          "already on the first screen: there is nothing to go back to", hint: "type quit to leave")
      }
      return .render
    default:
      guard let scene = navigator.top as? any DemoScene else {
        throw CommandError.unknown(command.word)
      }
      try await scene.handle(command)
      return .render
    }
  }

  /// The commands of the scene on top and the ones that work everywhere, one per line.
  public func helpText() -> String {
    let sceneHelp = (navigator.top as? any DemoScene)?.commandHelp ?? []
    var lines = sceneHelp
    if navigator.breadcrumb.count > 1 && !lines.contains(where: { $0.command == "back" }) {
      lines.insert(("back", strings.backAction), at: 0)
    }
    let width = lines.map(\.command.displayWidth).max() ?? 0
    return lines.map { command, label in "  " + command.padded(toWidth: width) + "  " + label }
      .joined(separator: "\n") + "\n"
  }
}
