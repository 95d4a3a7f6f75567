import MVVMC

extension Key {
  /// The key as the inspector names the cause of the events it sets off, in `words`:
  /// `key Enter`, `key m`, `paste`.
  package func causeName(_ words: EventWords) -> String {
    switch self {
    case .character(let character): words.key(named: String(character))
    case .control(let letter): words.key(named: "Ctrl-\(letter.uppercased())")
    case .enter: words.key(named: "Enter")
    case .escape: words.key(named: "Esc")
    case .backspace: words.key(named: "Backspace")
    case .tab: words.key(named: "Tab")
    case .backTab: words.key(named: "Shift-Tab")
    case .delete: words.key(named: "Delete")
    case .up: words.key(named: "↑")
    case .down: words.key(named: "↓")
    case .left: words.key(named: "←")
    case .right: words.key(named: "→")
    case .home: words.key(named: "Home")
    case .end: words.key(named: "End")
    case .pageUp: words.key(named: "PgUp")
    case .pageDown: words.key(named: "PgDn")
    case .paste: words.paste
    case .mouse: words.mouse
    }
  }
}
