import MVVMC
import Rendering

extension Key {
  /// The key as an ``/MVVMC/Action`` names it; `nil` for keys no action answers (control keys,
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
    case .control, .tab, .backTab, .delete, .paste, .mouse: nil
    }
  }
}

extension Key {
  /// The key an ``/MVVMC/ActionKey`` names: what a click on an action's hint sends.
  public init(_ actionKey: ActionKey) {
    switch actionKey {
    case .character(let character): self = .character(character)
    case .enter: self = .enter
    case .escape: self = .escape
    case .backspace: self = .backspace
    case .up: self = .up
    case .down: self = .down
    case .left: self = .left
    case .right: self = .right
    case .home: self = .home
    case .end: self = .end
    case .pageUp: self = .pageUp
    case .pageDown: self = .pageDown
    }
  }
}

extension KeyHint {
  /// The hints of `actions` in `language`, in their order: the footer and the `?` overlay of a
  /// scene that declares its actions. A click on a hint presses its action's first key, unless
  /// the hint names several actions' keys (``/MVVMC/Action/Hint/isClickable``).
  public static func hints(of actions: [Action], in language: Language) -> [KeyHint] {
    actions.compactMap { action in
      action.hint.map { hint in
        let words = hint(language)
        let key = words.isClickable ? action.keys.first.map(Key.init) : nil
        return KeyHint(keys: words.keys, action: words.label, key: key)
      }
    }
  }
}
