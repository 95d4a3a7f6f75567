import MVVMC
import Rendering

extension Key {
  /// The key as an ``MVVMC/Action`` names it; `nil` for keys no action answers (control keys,
  /// pastes, Tab), which stay with the scene or the host.
  ///
  /// ```swift
  /// Key.enter.actionKey            // .enter
  /// Key.character("c").actionKey   // .character("c")
  /// ```
  public var actionKey: ActionKey? {
    switch self {
    case .character(let character): .character(character)
    case .enter: .enter
    case .escape: .escape
    case .backspace: .backspace
    case .up: .up
    case .down: .down
    case .left: .left
    case .right: .right
    case .home: .home
    case .end: .end
    case .pageUp: .pageUp
    case .pageDown: .pageDown
    case .control, .tab, .backTab, .delete, .paste: nil
    }
  }
}

extension KeyHint {
  /// The hints of `actions` in `language`, in their order: the footer and the `?` overlay of a
  /// scene that declares its actions.
  public static func hints(of actions: [Action], in language: Language) -> [KeyHint] {
    actions.compactMap { action in
      action.hint.map { hint in
        let words = hint(language)
        return KeyHint(keys: words.keys, action: words.label)
      }
    }
  }
}
