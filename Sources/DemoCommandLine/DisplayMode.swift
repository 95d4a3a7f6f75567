/// How the command line shows the app: the full-screen app, or line mode (a prompt, or a
/// transcript of a script).
///
/// Full-screen needs a person at a terminal: standard input and output both terminals, a
/// renderer that draws for a terminal, no `--script` and no `--line`. Everything else (pipes,
/// files, scripts, Markdown) is line mode.
///
/// ```swift
/// DisplayMode(options: options, medium: .terminal, inputIsTerminal: true, outputIsTerminal: true)
/// // .fullScreen, unless options has --script or --line
/// ```
enum DisplayMode: Equatable, Sendable {
  /// The full-screen app: alternate screen, raw keys, one frame per change.
  case fullScreen
  /// Commands read line by line; at a terminal, a `psg>` prompt.
  case line

  /// The mode for `options`, a renderer drawing for `medium`, and the standard streams.
  init(
    options: DemoOptions, medium: RendererRegistry.Medium, inputIsTerminal: Bool,
    outputIsTerminal: Bool
  ) {
    let wanted = options.script == nil && !options.line && medium == .terminal
    self = wanted && inputIsTerminal && outputIsTerminal ? .fullScreen : .line
  }

  /// Why `options` cannot run in this mode, if they cannot.
  ///
  /// `--trace` writes on standard error, which in the full-screen app is the screen being
  /// drawn: its lines would tear the frame. `--trace-file` writes elsewhere.
  func conflict(with options: DemoOptions) -> UsageError? {
    guard self == .fullScreen, options.trace, options.traceFile == nil else { return nil }
    return UsageError(.traceOverFullScreen)
  }
}
