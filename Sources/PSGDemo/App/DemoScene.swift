import MVVMC
import Rendering

/// A scene of the demo: an ``MVVMC/Scene`` that offers declared ``MVVMC/Action``s and performs
/// them, whether a line or a key asked.
///
/// The scene says which actions it offers now (``offeredActions``) and performs one by its
/// name; everything else is derived from the declarations: the commands a line is parsed
/// into, the keys the full-screen app answers, its footer's hints, the in-app help and the
/// actions (with their links) of the screen. `help` and `quit` follow a scene's own actions
/// everywhere, and the session performs them; `back` is an action like the others, which each
/// scene hands to the coordinator that owns it (the root list refuses it).
///
/// ```swift
/// var offeredActions: [Action] { [.openScorer, .back, .moveUp, .moveDown] }
/// func perform(_ name: Action.Name, argument: String?) throws(CommandError) -> Task<Void, Never>? {
///   switch name {
///   case .open: try open(argument)   // nil: the selected row, from Enter
///   case .back: router?.topScorersSceneDidAskToGoBack()
///   …
///   }
///   return nil
/// }
/// ```
@MainActor
protocol DemoScene: Scene {
  /// The interface's words.
  var strings: DemoStrings { get }

  /// The actions the scene offers now, in the order its help, its footer and its links list
  /// them (their conditions are the scene's state: `next` only when there is a next page).
  var offeredActions: [Action] { get }

  /// Performs the action `name`, with the text typed after its word, or `nil` when a key
  /// performed it (the selected row, the highlighted filter).
  ///
  /// - Returns: Work that outlasts the call (a reload), which a typed command awaits.
  /// - Throws: ``CommandError`` when the action makes no sense here or its text is wrong;
  ///   nothing changed then.
  func perform(_ name: Action.Name, argument: String?) throws(CommandError) -> Task<Void, Never>?

  /// Where an offered action leads, for the links of documents; `nil` when it stays here.
  func destination(of name: Action.Name) -> Destination?
}

extension DemoScene {
  func destination(of name: Action.Name) -> Destination? { nil }

  /// Carries out a typed command, waiting for the work it starts.
  func handle(_ command: Command) async throws(CommandError) {
    if let work = try perform(command.name, argument: command.argument) { await work.value }
  }

  /// The scene's actions, then those other scenes' folders add to it
  /// (``SceneDescription/contributions``), which the session performs.
  var allOfferedActions: [Action] {
    offeredActions + DemoScenes.contributions(offeredOn: self).map(\.action)
  }

  /// The commands this scene understands, for `help`: how each is typed and what it does; the
  /// scene's, those added to it, then `help` and `quit`.
  var commandHelp: [(command: String, label: String)] {
    (allOfferedActions + [.help, .quit]).compactMap { action in
      action.label.map { (strings.usage(of: action), $0(strings.language)) }
    }
  }

  /// The actions of the screen, with where each leads: the scene's own, then `help` and
  /// `quit`. A page shows what its scene declares; the actions other folders add to it are in
  /// its help, its footer and its keys.
  var screenActions: [ScreenAction] {
    let own = offeredActions.compactMap { action in
      screenAction(action, destination: destination(of: action.name))
    }
    // Those another folder adds to this scene (`compare` on a player's page) come next.
    let contributed = DemoScenes.contributions(offeredOn: self).compactMap { contribution in
      screenAction(contribution.action, destination: contribution.destination?(self))
    }
    let session = [Action.help, .quit].compactMap { screenAction($0, destination: nil) }
    return own + contributed + session
  }

  /// `action` as a screen lists it, when it has words for the screen.
  private func screenAction(_ action: Action, destination: Destination?) -> ScreenAction? {
    action.label.map {
      ScreenAction(
        command: strings.usage(of: action), label: $0(strings.language), destination: destination)
    }
  }
}
