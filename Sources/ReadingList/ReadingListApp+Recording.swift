import MVVMC
import Rendering
import TerminalUI

/// Recording: the run kept step by step, for `h` to rewind and `--record FILE` to keep. With
/// ``terminalApp(renderer:context:)``, it is all a `TerminalAppCommand` needs to run the app.
extension ReadingListApp: TerminalAppCommand.App {
  /// Records the run `terminalApp` shows, in one call: a step after each key, from the
  /// inspector, the route and the screen on top, for `h` to rewind (`r` there opens the
  /// step's route and goes on live) and, with a `file`, kept there for `replay`.
  ///
  /// - Parameters:
  ///   - terminalApp: The app as the host runs it (``terminalApp(renderer:context:)``).
  ///   - size: The terminal's size: a replay draws the screens at its width again.
  ///   - file: Where to keep the run; `nil` for the history alone.
  package func record(
    _ terminalApp: NavigatorTerminalApp, size: TerminalSize, into file: RecordingFile? = nil
  ) {
    // The books the list holds as recording begins name its data, as a feed's digest names
    // the demo's.
    let facts = coordinator.viewModel.books.value.flatMap {
      [$0.title, $0.author, String($0.year)]
    }
    let recorder = SessionRecorder(
      inspector: inspector,
      start: SessionStep.Start(
        data: SessionStep.Start.digest(of: facts), width: size.columns, rows: size.rows,
        language: "en"),
      route: { [navigator] in navigator.route?.address },
      // The screen as drawn: the keys in the footer stand for the commands to type.
      screen: { [weak terminalApp] in terminalApp?.drawnScreen ?? Screen(title: "") })
    terminalApp.resume = { [coordinator] step in
      try? coordinator.open(address: step.route ?? "books")
    }
    terminalApp.record(with: recorder, into: file, size: size)
  }
}
