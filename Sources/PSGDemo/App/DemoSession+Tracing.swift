import MVVMC

/// What `--trace` and the inspector hear: every binding that fires, every navigation event and
/// every coordinator event, one line each (the route shown is traced by ``traceRoute()``).
extension DemoSession {
  /// The tracer the list's boxes report to: each firing goes to `inspector`, and to `trace` as
  /// `binding LABEL = VALUE (N listeners)`.
  static func bindingTracer(inspector: Inspector, trace: ((String) -> Void)?) -> BindingTracer {
    // Weak: the boxes keep their tracer, and the inspector keeps the navigator and its scenes.
    BindingTracer { [weak inspector] firing in
      inspector?.record(.binding(firing))
      guard let trace else { return }
      let listeners = firing.listeners == 1 ? "1 listener" : "\(firing.listeners) listeners"
      trace("binding \(firing.label) = \(firing.value) (\(listeners))")
    }
  }

  /// Sends the navigator's events to `trace` and the coordinators' to the inspector and `trace`.
  func traceNavigationAndCoordinators() {
    if let trace { navigator.observe { trace("navigation \($0)") } }
    coordinator.onEvent = { [weak inspector, trace] event in
      inspector?.record(.coordinator(event))
      trace?("coordinator \(event)")
    }
  }
}
