import KeyInput
import MVVMC
import Rendering

/// Commands and the keys of actions other scenes contribute, carried out in the scene on top.
extension DemoSession {
  /// Carries out one command in the scene on top.
  ///
  /// - Throws: ``CommandError`` when the command makes no sense there, or carries more than
  ///   ``Command/maximumTextLength`` bytes of text; nothing changed then.
  package func execute(_ command: Command) async throws(CommandError) -> Effect {
    guard command.textLength <= Command.maximumTextLength else {
      throw strings.commandTooLong(byteCount: command.textLength)
    }
    switch command.name {
    case .quit:
      end()
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
        throw strings.unknownCommand(command.word)
      }
      try await scene.handle(command)
      traceRoute()
      return .render
    }
  }

  /// Opens `route` for a command that does only that (``SceneDescription/opens``): from the
  /// list, the root, where the list offers it; elsewhere the command is not available.
  private func openFromList(_ route: Route, for command: Command) throws(CommandError) {
    guard command.argument == nil else { throw strings.unknownCommand(command.word) }
    guard navigator.breadcrumb.count == 1, let root = navigator.top as? any DemoScene else {
      throw strings.notHere(command.word, scene: navigator.top?.title ?? "")
    }
    do throws(RouteError) {
      // Only the scenes over the list: the list keeps its filter, search and page.
      try route.openBelowRoot(from: coordinator)
    } catch {
      throw strings.routeFailed(error, from: root.title)
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
}
