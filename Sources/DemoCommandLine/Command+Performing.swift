import MVVMC
import PSGDemo

extension Command {
  /// The command that performs `action` with `argument` as its text: what `perform` runs, the
  /// same in every language, for an action found by the `key` screens list (``keyed(_:)``).
  ///
  /// ```swift
  /// Command(performing: .openRow, argument: "7")   // open, "7"
  /// Command(performing: .search, argument: nil)    // clear: search alone clears
  /// ```
  init(performing action: Action, argument: String?) {
    let text = argument.flatMap { $0.isEmpty ? nil : $0 }
    switch action.argument {
    case .none, .optional:
      self.init(action.name, argument: text)
    case .text:
      self.init(action.name, argument: text ?? "")
    case .textOr(_, let bare):
      self.init(text == nil ? bare : action.name, argument: text)
    }
  }

  /// The demo's action whose key is `key` (`open`, `choose`); `nil` when none has it.
  static func keyed(_ key: String) -> Action? {
    DemoScenes.actions.first { $0.name.key == key }
  }
}
