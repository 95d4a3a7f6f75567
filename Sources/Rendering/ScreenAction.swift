/// Something the user can do on a screen: the command to type, what it does, and the screen
/// it leads to when it leads to one.
public struct ScreenAction: Equatable, Hashable, Sendable {
  /// What to type, such as `open N` or `back`.
  public var command: String
  /// What it does, such as `Show player N`.
  public var label: String
  /// The screen the action shows, such as the filter picker for `filter`; a linking renderer
  /// links the action there. `nil` for an action that changes the screen in place.
  public var destination: Destination?

  /// Creates an action.
  public init(command: String, label: String, destination: Destination? = nil) {
    self.command = command
    self.label = label
    self.destination = destination
  }
}

/// As data, with the names of Docs/ScreenFormat.md; the compiler writes the coding.
extension ScreenAction: Codable {
  private enum CodingKeys: String, CodingKey {
    case command = "command"
    case label = "label"
    case destination = "destination"
  }
}
