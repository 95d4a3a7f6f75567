/// One line of key help: which keys, and what they do. Shown in the footer and the help overlay.
public struct KeyHint: Hashable, Sendable {
  /// The keys as a person reads them: `"↑/↓"`, `"Enter"`, `"/"`.
  public var keys: String
  /// What they do: `"Move"`, `"Open"`, `"Search"`.
  public var action: String

  /// Creates a hint.
  public init(keys: String, action: String) {
    self.keys = keys
    self.action = action
  }
}
