import MVVMC
import Rendering

extension Action {
  /// The commands of a scene that offers `actions`, for the in-app `help`: the action's
  /// name, how it is typed and what it does in `language` (`ouvrir N` in French); the
  /// scene's, then `goto`, `help` and `quit`.
  static func helpEntries(of actions: [Action], in language: Language) -> [(
    name: Name, command: String, label: String
  )] {
    (actions + [.goto, .help, .quit]).compactMap { action in
      action.label.map { (action.name, DemoStrings(language).usage(of: action), $0(language)) }
    }
  }
}
