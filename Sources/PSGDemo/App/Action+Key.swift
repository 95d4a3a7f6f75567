import MVVMC
import Rendering

extension Action {
  /// Declares an action pressed by one key, whose footer hint is that key's name in the
  /// session's language and `hint`'s word: the common case, with no ``MVVMC/KeyHint`` to
  /// write.
  ///
  /// ```swift
  /// static let teammates = Action(
  ///   .teammates, key: .character("t"), label: { DemoStrings($0).teammates.action },
  ///   hint: { DemoStrings($0).teammates.keyAction })   // the footer shows `t Teammates`
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key that performs it in a full-screen host; a click on its hint sends it.
  ///   - hint: What the key does, in each language, written beside the key's name
  ///     (``DemoStrings/keyName(_:)``: `Enter`, `Entrée`, `t`).
  ///   - Other parameters: As in the framework's initialiser, which takes several keys and a
  ///     whole ``MVVMC/KeyHint``.
  init(
    _ name: Name, words: [String]? = nil, aliases: [String] = [], prefix: String? = nil,
    argument: Argument = .none, key: Key,
    label: (@Sendable (Language) -> String)? = nil,
    hint: @escaping @Sendable (Language) -> String,
    usage: String? = nil, helpUsage: String? = nil, isInHelp: Bool = true,
    summary: @escaping @Sendable (Language) -> String = { _ in "" }
  ) {
    self.init(
      name, words: words, aliases: aliases, prefix: prefix, argument: argument, keys: [key],
      label: label,
      hint: { KeyHint(keys: DemoStrings($0).keyName(key), action: hint($0), key: key) },
      usage: usage, helpUsage: helpUsage, isInHelp: isInHelp, summary: summary)
  }

  /// Declares the action that opens a flow, named by its English word, which brings its word
  /// in each language (`command`) and is pressed by the character `key`: a flow's folder
  /// declares it with no other type to name.
  ///
  /// ```swift
  /// static let teammates = Action(
  ///   "teammates", key: "t", command: { DemoStrings($0).teammates.command },
  ///   label: { DemoStrings($0).teammates.action }, hint: { DemoStrings($0).teammates.keyAction },
  ///   summary: { DemoStrings($0).teammates.summary })
  /// ```
  init(
    _ word: String, key: Character, command: @escaping @Sendable (Language) -> String,
    label: @escaping @Sendable (Language) -> String,
    hint: @escaping @Sendable (Language) -> String,
    summary: @escaping @Sendable (Language) -> String
  ) {
    self.init(
      Name(word, translatedWord: command), key: .character(key), label: label, hint: hint,
      summary: summary)
  }
}

extension DemoStrings {
  /// How a hint names `key` in this language: `Enter`, `Esc` and the arrows in words or
  /// symbols, a character as itself.
  func keyName(_ key: Key) -> String {
    switch key {
    case .character(let character): String(character)
    case .enter: self.enterKey
    case .escape: self.escapeKey
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .control(let letter): "Ctrl-\(letter.uppercased())"
    case .backspace: "Backspace"
    case .tab: "Tab"
    case .backTab: "Shift-Tab"
    case .delete: "Delete"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .paste, .mouse: ""
    }
  }
}
