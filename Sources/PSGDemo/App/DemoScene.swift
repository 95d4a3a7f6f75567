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
/// scene hands to the navigator (the root list refuses it). A scene that only shows something
/// declares no action at all: given ``goBack``, it offers `back` and performs it by default. A
/// scene answers the
/// full-screen app's keys through its actions (``MVVMC/Scene/handle(_:)``); the list and the
/// comparison's picker answer their search field's editing keys themselves.
///
/// ```swift
/// var offeredActions: [Action] { [.openScorer, .back, .moveUp, .moveDown] }
/// func perform(_ name: Action.Name, argument: String?) throws(CommandError) -> Task<Void, Never>? {
///   switch name {
///   case .open: try open(argument)   // nil: the selected row, from Enter
///   case .back: router?.back()
///   …
///   }
///   return nil
/// }
/// ```
@MainActor
protocol DemoScene: Scene {
  /// The interface's words.
  var strings: DemoStrings { get }

  /// What `back` does, for a scene that offers nothing else: the parent that shows the scene
  /// hands it the navigator's `back`, and the scene then offers `back` and performs it with no
  /// code of its own. `nil` by default, for a scene that declares its own actions.
  var goBack: (@MainActor () -> Void)? { get }

  /// What the action named `name` takes, as the screen declares it: `declared`, from the
  /// action's own declaration, made precise with what the scene knows now (the rows `open N`
  /// accepts, the filters `filter NAME` names).
  func argument(of name: Action.Name, declared: ScreenAction.Argument) -> ScreenAction.Argument

  /// Where typing the word of the action named `name` alone leads, such as the picker for
  /// `compare`, when it is not ``MVVMC/Scene/destination(of:)``; `nil` (the default) when it is.
  func destinationWithoutArgument(of name: Action.Name) -> Destination?
}

extension DemoScene {
  var goBack: (@MainActor () -> Void)? { nil }

  /// `back`, for a scene given ``goBack``; nothing otherwise.
  var offeredActions: [Action] { goBack == nil ? [] : [.back] }

  /// `back` through ``goBack``; any other action is not here.
  func perform(_ name: Action.Name, argument: String?) throws(CommandError) -> Task<Void, Never>? {
    guard name == .back, let goBack else {
      throw notHere(name, argument: argument)
    }
    goBack()
    return nil
  }

  func argument(of name: Action.Name, declared: ScreenAction.Argument) -> ScreenAction.Argument {
    declared
  }

  /// The refusal of the action `name` here (`notHere`), naming what was typed: a picker's line
  /// for `choose`, else the action's word.
  func notHere(_ name: Action.Name, argument: String?) -> CommandError {
    strings.error(
      .notHere(command: name == .choose ? argument ?? "" : strings.word(name), scene: title))
  }

  func destinationWithoutArgument(of name: Action.Name) -> Destination? { nil }
}

extension Scene {
  /// Carries out a typed command, waiting for the work it starts (a reload), which is told
  /// first to `whenWorking` and cancelled with the calling task.
  func handle(
    _ command: Command, whenWorking: (() -> Void)? = nil
  ) async throws(CommandError) {
    guard let work = try perform(command.name, argument: command.argument) else { return }
    whenWorking?()
    await withTaskCancellationHandler {
      await work.value
    } onCancel: {
      work.cancel()
    }
  }
}

extension DemoScene {
  /// The actions of the screen, each declared (its key, its word, its argument) with where
  /// it leads: the scene's own (those other folders add to it among them), then `help` and
  /// `quit`. An action without a label is not listed.
  ///
  /// - Complexity: O(*a*) for *a* offered actions; only the listed ones have their
  ///   destination looked up.
  var screenActions: [ScreenAction] {
    var listed: [ScreenAction] = []
    for action in offeredActions {
      guard let label = action.label else { continue }
      // Looked up once: typing the word alone leads there too, unless the scene says otherwise.
      let destination = destination(of: action.name)
      listed.append(
        ScreenAction(
          command: strings.usage(of: action), label: label(strings.language),
          destination: destination, key: action.name.key,
          name: strings.firstWord(of: action),
          argument: argument(of: action.name, declared: declaredArgument(of: action)),
          target: destinationWithoutArgument(of: action.name) ?? destination))
    }
    for action in [Action.help, .quit] {
      guard let label = action.label else { continue }
      listed.append(
        ScreenAction(
          command: strings.usage(of: action), label: label(strings.language),
          key: action.name.key, name: strings.firstWord(of: action),
          argument: declaredArgument(of: action)))
    }
    return listed
  }

  /// What `action` takes as its declaration says, in the screen's words: text, perhaps left
  /// out, or nothing.
  private func declaredArgument(of action: Action) -> ScreenAction.Argument {
    switch action.argument {
    case .none: ScreenAction.Argument(.none)
    case .optional(let placeholder), .textOr(let placeholder, _):
      ScreenAction.Argument(
        .text, placeholder: strings.placeholders(in: placeholder), isOptional: true)
    case .text(let placeholder):
      ScreenAction.Argument(.text, placeholder: strings.placeholders(in: placeholder))
    }
  }
}

extension DemoScene {
  /// Opens `route` through `router` for the action named `name`: a route the coordinator
  /// refuses is a command error, with the hint to type the command alone when it took text
  /// (`compare 99`).
  ///
  /// - Throws: ``MVVMC/CommandError`` when the coordinator refuses the route.
  func open<Route>(
    _ route: Route, by name: Action.Name, argument: String?, with router: Router<Route>
  ) throws(CommandError) {
    do throws(RouteError) {
      try router.open(route)
    } catch {
      let hint: DemoCommandProblem.Hint = argument == nil ? .helpHere : .commandAlone(name)
      throw strings.error(.routeFailed(error.problem, hint: hint))
    }
  }
}
