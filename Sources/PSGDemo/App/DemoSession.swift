import KeyInput
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
  private let trace: ((String) -> Void)?

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
    scheduler: (any Scheduler)? = nil
  ) {
    let navigator = Navigator()
    let strings = DemoStrings(configuration.language)
    let inspector = Inspector(navigator: navigator) { [weak navigator] scene in
      navigator?.route(upTo: scene)?.address
    }
    // Weak: the boxes keep their tracer, and the inspector keeps the navigator and its scenes.
    let tracer = BindingTracer { [weak inspector] firing in
      inspector?.record(.binding(firing))
      guard let trace else { return }
      let listeners = firing.listeners == 1 ? "1 listener" : "\(firing.listeners) listeners"
      trace("binding \(firing.label) = \(firing.value) (\(listeners))")
    }
    let listViewModel = PlayerListViewModel(
      pageSize: configuration.pageSize, tracer: tracer, searchDelay: configuration.searchDelay,
      scheduler: scheduler, source: configuration.source)
    self.navigator = navigator
    self.strings = strings
    self.width = configuration.width
    self.coordinator = AppCoordinator(
      navigator: navigator, listViewModel: listViewModel, strings: strings, tracer: tracer,
      marksSelectedRow: configuration.isKeyDriven)
    self.trace = trace
    self.inspector = inspector
    inspector.root = coordinator
    if let trace { navigator.observe { trace("navigation \($0)") } }
    coordinator.onEvent = { [weak inspector] event in
      inspector?.record(.coordinator(event))
      trace?("coordinator \(event)")
    }
  }

  /// Shows the list in its loading state. Call ``load()`` next.
  package func start() {
    coordinator.start()
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
    list.state.bind { _ in onChange() }
    list.page.bind { _ in onChange() }
  }

  /// Builds the stack a deep link names.
  package func open(_ route: Route) throws(RouteError) {
    try coordinator.open(route)
    traceRoute()
  }

  /// The route that shows the scene on top: what `--open` takes to come back here.
  package var currentRoute: Route? {
    navigator.route
  }

  /// What the app is doing now, as a screen: the coordinators, the stack with each scene's
  /// route, the top scene's boxes and the latest events (``MVVMC/Inspector``).
  package func inspectionScreen(words: InspectionWords = .english) -> Screen {
    inspector.inspection().makeScreen(words: words)
  }

  /// The screen of the scene on top, with its breadcrumb.
  package func currentScreen() -> Screen {
    navigator.currentScreen() ?? Screen(title: strings.playersTitle)
  }

  /// Carries out one command in the scene on top.
  ///
  /// - Throws: ``CommandError`` when the command makes no sense there, or carries more than
  ///   ``Command/maximumTextLength`` bytes of text; nothing changed then.
  package func execute(_ command: Command) async throws(CommandError) -> Effect {
    guard command.textLength <= Command.maximumTextLength else {
      throw CommandError.tooLong(command)
    }
    switch command.name {
    case .quit:
      return .quit
    case .help:
      return .showHelp
    case .inspect:
      return .inspect
    default:
      if let opening = DemoScenes.routeActions.first(where: { $0.action.name == command.name }) {
        try openFromList(opening.route, for: command)
        return .render
      }
      if try performContribution(named: command.name, argument: command.argument) {
        traceRoute()
        return .render
      }
      // `back` too: the scene hands it to the coordinator that owns it, which ends its flow.
      guard let scene = navigator.top as? any DemoScene else {
        throw CommandError.unknown(command.word)
      }
      try await scene.handle(command)
      traceRoute()
      return .render
    }
  }

  /// Opens `route` for a command that does only that (``SceneDescription/opens``): from the
  /// list, the root, where the list offers it; elsewhere the command is not available.
  private func openFromList(_ route: Route, for command: Command) throws(CommandError) {
    guard command.argument == nil else { throw CommandError.unknown(command.word) }
    guard navigator.breadcrumb.count == 1, let root = navigator.top as? any DemoScene else {
      throw CommandError.notHere(command.word, scene: navigator.top?.title ?? "")
    }
    do throws(RouteError) {
      // Only the scenes over the list: the list keeps its filter, search and page.
      var handler: any RouteHandling = coordinator
      for segment in route.segments.dropFirst() { handler = try handler.open(segment) }
    } catch {
      throw CommandError(error.problem, hint: "type help for the commands of \(root.title)")
    }
    traceRoute()
  }

  /// Performs the action another scene's folder added to the scene on top, named `name`
  /// (``SceneDescription/contributions``), with the owner of that scene.
  ///
  /// - Returns: `false` when no contributed action of that name is offered there.
  private func performContribution(named name: Action.Name, argument: String?) throws(CommandError)
    -> Bool
  {
    guard let scene = navigator.top,
      let contribution = DemoScenes.contributions(offeredOn: scene).first(where: {
        $0.action.name == name
      })
    else { return false }
    let context = ActionContribution.Context(
      scene: scene, owner: navigator.topOwner, app: coordinator)
    try contribution.perform(context, argument)
    return true
  }

  /// Performs the contributed action `key` presses on the scene on top, for a full-screen host;
  /// `false` when there is none (the scene's own keys and the host's come first and after).
  package func performContributedAction(for key: Key) -> Bool {
    guard let actionKey = key.actionKey, let scene = navigator.top,
      let contribution = DemoScenes.contributions(offeredOn: scene).first(where: {
        $0.action.keys.contains(actionKey)
      })
    else { return false }
    let context = ActionContribution.Context(
      scene: scene, owner: navigator.topOwner, app: coordinator)
    do throws(CommandError) {
      try contribution.perform(context, contribution.action.keyArguments[actionKey])
      traceRoute()
      return true
    } catch {
      return false
    }
  }

  /// Traces the route of the screen now shown, once the command's flow has settled (a filter
  /// is applied after the picker is dismissed, so a navigation event is too early).
  private func traceRoute() {
    guard let trace, let route = currentRoute else { return }
    trace("route \(route.address)")
  }

  /// The commands of the scene on top and the ones that work everywhere, laid out in `width`
  /// columns (the configuration's ``DemoConfiguration/width`` when not given).
  ///
  /// One command a line, its description aligned after it and wrapped under itself. When the
  /// width leaves a description too little room beside the commands, each description goes
  /// on the lines below its command instead. No line is wider than `width` columns.
  ///
  /// ```swift
  /// session.helpText(width: 40)
  /// // "  search TEXT    Search by name\n  clear          Clear the search\n…"
  /// ```
  package func helpText(width: Int? = nil) -> String {
    let width = max(width ?? self.width, 1)
    // The scene's offered actions with their help words, then `help` and `quit`.
    let entries = (navigator.top as? any DemoScene)?.commandHelp ?? []
    let commandWidth = entries.map(\.command.displayWidth).max() ?? 0
    let indent = 2 + commandWidth + 2
    var lines: [String] = []
    if width - indent >= Self.minimumHelpDescriptionWidth {
      let padding = String(repeating: " ", count: indent)
      for (command, description) in entries {
        let descriptionLines = description.wrapped(toWidth: width - indent)
        lines.append(
          "  " + command.padded(toWidth: commandWidth) + "  " + (descriptionLines.first ?? ""))
        lines += descriptionLines.dropFirst().map { padding + $0 }
      }
    } else {
      // Too narrow for two columns: each command on its own line, its description below.
      let commandIndent = min(2, width - 1)
      let descriptionIndent = min(4, width - 1)
      for (command, description) in entries {
        lines += command.wrapped(toWidth: width - commandIndent).map {
          String(repeating: " ", count: commandIndent) + $0
        }
        lines += description.wrapped(toWidth: width - descriptionIndent).map {
          String(repeating: " ", count: descriptionIndent) + $0
        }
      }
    }
    return lines.map { $0.droppingTrailingSpaces() }.joined(separator: "\n") + "\n"
  }

  /// The fewest columns a description keeps beside the commands before the help puts it below.
  private static let minimumHelpDescriptionWidth = 16
}
