/// Something the user can do on a screen: the command to type and what it does.
public struct ScreenAction: Equatable, Hashable, Sendable {
  /// What to type, such as `open N` or `back`.
  public var command: String
  /// What it does, such as `Show player N`.
  public var label: String

  /// Creates an action.
  public init(command: String, label: String) {
    self.command = command
    self.label = label
  }
}
