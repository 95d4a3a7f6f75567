import Rendering

/// One line of key help: which keys, and what they do. Shown in the footer and the help overlay,
/// and declared with an ``Action`` (its `hint`) or by a scene for keys of its own.
///
/// ```swift
/// KeyHint(keys: "f", action: "Filter")              // a click sends `f`
/// KeyHint(keys: "Enter", action: "Open", key: .enter)
/// KeyHint(keys: "↑/↓", action: "Move")              // several keys: a click sends none
/// ```
public struct KeyHint: Hashable, Sendable {
  /// The keys as a person reads them: `"↑/↓"`, `"Enter"`, `"/"`.
  public var keys: String
  /// What they do: `"Move"`, `"Open"`, `"Search"`.
  public var action: String
  /// The key a click on the hint sends, so the footer works with the mouse: `nil` for a hint
  /// that names several keys (`"↑/↓"`).
  public var key: Key?

  /// Creates a hint.
  ///
  /// - Parameters:
  ///   - keys: The keys as a person reads them.
  ///   - action: What they do.
  ///   - key: The key a click on the hint sends. By default, the one character of `keys` when
  ///     it is a single character (`"/"`, `"f"`, `"?"`), else none.
  public init(keys: String, action: String, key: Key? = nil) {
    self.keys = keys
    self.action = action
    self.key = key ?? (keys.count == 1 ? keys.first.map(Key.character) : nil)
  }
}

extension KeyHint {
  /// The hints of `actions` in `language`, in their order: the footer and the `?` overlay of a
  /// scene that declares its actions.
  ///
  /// - Complexity: O(*n*) in the number of actions.
  public static func hints(of actions: [Action], in language: Language) -> [KeyHint] {
    actions.compactMap { $0.hint?(language) }
  }
}
