import MVVMC
import Rendering

/// Commands, carried out in the scene on top.
extension DemoSession {
  /// Carries out one command in the scene on top. `whenWorking` is told when the command
  /// starts work it then waits for (a `refresh`); cancelling the calling task cancels that work.
  ///
  /// - Throws: ``CommandError`` when the command makes no sense there, or carries more than
  ///   ``Command/maximumTextLength`` bytes of text; nothing changed then.
  package func execute(
    _ command: Command, whenWorking: (() -> Void)? = nil
  ) async throws(CommandError) -> Effect {
    guard command.textLength <= Command.maximumTextLength else {
      throw strings.error(.commandTooLong(byteCount: command.textLength))
    }
    // The events a command sets off are grouped under it in the inspector.
    if command.name != .inspect {
      // A choice is its line alone (`goalkeepers`); another command is its word, in the
      // session's language, and its text.
      let typed =
        command.name == .choose
        ? command.text : strings.word(command.name) + (command.argument.map { " " + $0 } ?? "")
      inspector.noteCause(eventWords.command + " " + typed)
    }
    switch command.name {
    case .quit:
      end()
      return .quit
    case .help:
      return .showHelp
    case .inspect:
      return .inspect
    case .goto:
      try goto(command.argument ?? "")
      return .render
    default:
      // `back` too: the scene hands it to the coordinator that owns it, which ends its flow.
      guard let scene = navigator.top else { throw strings.error(.unknownCommand(command.text)) }
      // A line no action reads is an unknown command wherever the user is, unless the scene
      // reads lines of its own (a picker's number or name): one answer for the same mistake.
      if command.name == .choose, !scene.offeredActions.contains(where: { $0.name == .choose }) {
        throw strings.error(.unknownCommand(command.text))
      }
      try await scene.handle(command, whenWorking: whenWorking)
      traceRoute()
      return .render
    }
  }

  /// Opens the screen at `address`, as `--open` does at start. A route that cannot be read
  /// changes nothing; one that reads but cannot open (a player id no player has) reopens the
  /// screen shown before from its address, so the error leaves the session where it was.
  private func goto(_ address: String) throws(CommandError) {
    let route: RoutePath
    do throws(RouteError) {
      route = try RoutePath(parsing: address, in: DemoScenes.routeTree)
    } catch {
      throw strings.error(.addressRefused(error))
    }
    let previous = currentRoute
    do throws(RouteError) {
      try open(route)
    } catch {
      if let previous { try? open(previous) }
      throw strings.error(.addressRefused(error))
    }
  }
}
