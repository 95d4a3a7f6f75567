import MVVMC
import Rendering

/// Commands, carried out in the scene on top.
extension DemoSession {
  /// Carries out one command in the scene on top.
  ///
  /// - Throws: ``CommandError`` when the command makes no sense there, or carries more than
  ///   ``Command/maximumTextLength`` bytes of text; nothing changed then.
  package func execute(_ command: Command) async throws(CommandError) -> Effect {
    guard command.textLength <= Command.maximumTextLength else {
      throw strings.error(.commandTooLong(byteCount: command.textLength))
    }
    // The events a command sets off are grouped under it in the inspector.
    if command.name != .inspect {
      inspector.noteCause(
        "command " + command.word + (command.argument.map { " " + $0 } ?? ""))
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
      let routeActions = coordinator.demoScenes.routeActions
      if let opening = routeActions.first(where: { $0.action.name == command.name }) {
        try openFromList(opening.route, for: command)
        return .render
      }
      // `back` too: the scene hands it to the coordinator that owns it, which ends its flow.
      guard let scene = navigator.top else { throw strings.error(.unknownCommand(command.word)) }
      try await scene.handle(command)
      traceRoute()
      return .render
    }
  }

  /// Opens `route` for a command that does only that (``SceneDescription/opens``): from the
  /// list, the root, where the list offers it; elsewhere the command is not available.
  private func openFromList(_ route: RoutePath, for command: Command) throws(CommandError) {
    guard command.argument == nil else { throw strings.error(.unknownCommand(command.word)) }
    guard navigator.breadcrumb.count == 1, let root = navigator.top else {
      throw strings.error(.notHere(command: command.word, scene: navigator.top?.title ?? ""))
    }
    do throws(RouteError) {
      // Only the scenes over the list: the list keeps its filter, search and page.
      try route.openBelowRoot(from: coordinator, in: coordinator.demoScenes.routeTree)
    } catch {
      throw strings.error(.routeFailed(error.problem, hint: .commandsOf(scene: root.title)))
    }
    traceRoute()
  }
}
