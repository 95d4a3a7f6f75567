import KeyInput
import MVVMC

extension DemoScene {
  /// The scene's keys: those of its offered actions.
  package func handle(_ key: Key) -> KeyResponse {
    performAction(for: key)
  }

  /// The footer's hints and the `?` overlay: those of its offered actions.
  package var keyHints: [KeyHint] {
    actionKeyHints
  }

  /// Performs the offered action `key` presses, if any; what it throws means the key does
  /// nothing here (`Enter` on an empty list).
  func performAction(for key: Key) -> KeyResponse {
    guard let actionKey = key.actionKey,
      let action = Action.action(for: actionKey, among: offeredActions)
    else { return .ignored }
    do throws(CommandError) {
      _ = try perform(action.name, argument: action.keyArguments[actionKey])
      return .handled
    } catch {
      return .ignored
    }
  }

  /// The footer's hints and the `?` overlay: the offered actions' hints, in their order.
  var actionKeyHints: [KeyHint] {
    KeyHint.hints(of: offeredActions, in: strings.language)
  }
}
