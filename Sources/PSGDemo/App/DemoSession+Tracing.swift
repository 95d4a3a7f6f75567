import MVVMC

/// What `--trace` and the inspector hear: every binding that fires, every navigation event and
/// every coordinator event, one line each (the route shown is traced by ``traceRoute()``).
extension DemoSession {
  /// The tracer the list's boxes report to: each firing goes to `inspector`, and to `trace` as
  /// `binding LABEL = VALUE (N listeners)` in `words`.
  static func bindingTracer(
    inspector: Inspector, trace: ((String) -> Void)?, words: EventWords
  ) -> BindingTracer {
    // Weak: the boxes keep their tracer, and the inspector keeps the navigator and its scenes.
    BindingTracer { [weak inspector] firing in
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
