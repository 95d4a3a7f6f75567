import MVVMC

/// A scene of the demo: an ``MVVMC/Scene`` that also takes the user's commands.
///
/// `help` and `quit` are handled by the session for every scene; a scene handles the rest,
/// `back` included (through the coordinator that owns it, which removes its scenes), or throws
/// a ``CommandError`` that says why not.
@MainActor
protocol DemoScene: Scene {
  /// Carries out `command`, or throws without changing anything.
  func handle(_ command: Command) async throws(CommandError)

  /// The commands this scene understands, for `help`: command and what it does.
  var commandHelp: [(command: String, label: String)] { get }
}
