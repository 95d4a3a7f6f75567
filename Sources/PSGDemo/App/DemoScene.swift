import MVVMC
import Rendering

/// A scene of the demo: an ``MVVMC/Scene`` that offers declared ``MVVMC/Action``s and performs
/// them, whether a line or a key asked. It is the one protocol a demo scene conforms to.
///
/// The scene says which actions it offers now (``offeredActions``) and performs one by its
/// name; everything else is derived from the declarations: the commands a line is parsed
/// into, the keys the full-screen app answers, its footer's hints, the in-app help and the
/// actions (with their links) of the screen. `help` and `quit` follow a scene's own actions
/// everywhere, and the session performs them; `back` is an action like the others, which each
/// scene hands to the coordinator that owns it (the root list refuses it). A scene answers the
/// full-screen app's keys through its actions (``MVVMC/Scene/handle(_:)``); the list and the
/// comparison's picker answer their search field's editing keys themselves.
///
/// ```swift
/// var offeredActions: [Action] { [.openScorer, .back, .moveUp, .moveDown] }
/// func perform(_ name: Action.Name, argument: String?) throws(CommandError) -> Task<Void, Never>? {
///   switch name {
///   case .open: try open(argument)   // nil: the selected row, from Enter
///   case .back: intents?.topScorersSceneDidAskToGoBack()
///   …
///   }
///   return nil
/// }
/// ```
@MainActor
protocol DemoScene: Scene {
  /// The interface's words.
  var strings: DemoStrings { get }
}

extension Scene {
  /// Carries out a typed command, waiting for the work it starts.
  func handle(_ command: Command) async throws(CommandError) {
    if let work = try perform(command.name, argument: command.argument) { await work.value }
  }
}

extension DemoScene {
  /// The actions of the screen, with where each leads: the scene's own (those other folders
  /// add to it among them), then `help` and `quit`.
  var screenActions: [ScreenAction] {
    let own = offeredActions.compactMap { action in
      screenAction(action, destination: destination(of: action.name))
    }
    let session = [Action.help, .quit].compactMap { screenAction($0, destination: nil) }
    return own + session
  }

  /// `action` as a screen lists it, when it has words for the screen.
  private func screenAction(_ action: Action, destination: Destination?) -> ScreenAction? {
    action.label.map {
      ScreenAction(
        command: strings.usage(of: action), label: $0(strings.language), destination: destination)
    }
  }
}
