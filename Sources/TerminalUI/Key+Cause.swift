import MVVMC

extension Key {
  /// The key as the inspector names the cause of the events it sets off: `key Enter`,
  /// `key m`, `paste`.
  var causeName: String {
    switch self {
    case .character(let character): "key \(character)"
    case .control(let letter): "key Ctrl-\(letter.uppercased())"
    case .enter: "key Enter"
    case .escape: "key Esc"
    case .backspace: "key Backspace"
    case .tab: "key Tab"
    case .backTab: "key Shift-Tab"
    case .delete: "key Delete"
    case .up: "key ↑"
    case .down: "key ↓"
    case .left: "key ←"
    case .right: "key →"
    case .home: "key Home"
    case .end: "key End"
    case .pageUp: "key PgUp"
    case .pageDown: "key PgDn"
    case .paste: "paste"
    case .mouse: "mouse"
    }
  }
}
