import MVVMC
import PlayerFeed
import Rendering
import TerminalUI

/// What `--trace` and the inspector hear: every binding that fires, every navigation event and
/// every coordinator event, one line each (the route shown is traced by ``traceRoute()``).
extension DemoSession {
  /// The tracer the list's boxes report to: each firing goes to `inspector`, and to `trace` as
  /// `binding LABEL = VALUE (N listeners)` in `words`, the value described in `values`.
  static func bindingTracer(
    inspector: Inspector, trace: ((String) -> Void)?, words: EventWords, values: ValueWords
  ) -> BindingTracer {
    // Weak: the boxes keep their tracer, and the inspector keeps the navigator and its scenes.
    BindingTracer(words: values) { [weak inspector] firing in
      inspector?.record(.binding(firing))
      guard let trace else { return }
      trace(Inspection.Event.Kind.binding(firing).line(words))
    }
  }

  /// Sends the navigator's events to `trace` and the coordinators' to the inspector and `trace`,
  /// in ``eventWords``.
  func traceNavigationAndCoordinators() {
    let words = eventWords
    if let trace { navigator.observe { trace(Inspection.Event.Kind.navigation($0).line(words)) } }
    coordinator.onEvent = { [weak inspector, trace] event in
      inspector?.record(.coordinator(event))
      trace?(Inspection.Event.Kind.coordinator(event).line(words))
    }
  }
}

/// Recording: what `--record` writes, a ``/TerminalUI/SessionStep`` a key or command.
extension DemoSession {
  /// A digest of the players loaded (``PlayerFeed/Player`` facts, in the feed's order), by
  /// which a recording names its data.
  package var dataDigest: String {
    coordinator.listViewModel.matcher.players.digest
  }

  /// A recorder of this session: its screens, routes, inspector and language, the data it
  /// has loaded, the list's page size at the start and the page size of each step's scene.
  ///
  /// - Parameters:
  ///   - width: The width the screens are shown at.
  ///   - clock: Milliseconds since the start; `nil` leaves the time out.
  package func makeRecorder(
    width: Int, clock: @escaping @MainActor () -> Int? = { nil }
  ) -> SessionRecorder {
    SessionRecorder(
      inspector: inspector, words: eventWords,
      start: SessionStep.Start(
        data: dataDigest, width: width, rows: coordinator.listViewModel.pageSize,
        language: strings.language.rawValue),
      clock: clock,
      route: { [weak self] in self?.currentRoute?.address },
      rows: { [weak self] in self?.navigator.top?.pageSize },
      screen: { [weak self] in self?.currentScreen() ?? Screen(title: "") })
  }
}
