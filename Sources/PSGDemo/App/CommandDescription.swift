/// A command as a scene declares it: the words that name it, the text it takes, and its
/// line in `psg-demo --help`.
///
/// ``Command/init(parsing:)`` reads a line with the descriptions of every registered scene
/// (``DemoScenes/commands``), and `--help` lists their ``usage`` and ``summary``, so a
/// command's words are spelled once, next to the scene that handles it.
///
/// ```swift
/// CommandDescription(
///   .open, words: ["open"], argument: .text, usage: "open N",
///   summary: "show the player on row N of the list")
/// ```
package struct CommandDescription: Sendable {
  /// The text a command takes after its word.
  package enum Argument: Sendable {
    /// None: the word alone is the command; with text, the line is ``Command/choose(_:)``.
    case none
    /// Text if any; the command's ``Command/argument`` is `nil` without.
    case optional
    /// Text, perhaps empty.
    case text
    /// Text; without any, the line is the given command instead (`search` alone clears).
    case textOr(Command)

    /// The command a word of `name` followed by `argument` (trimmed, perhaps empty) is, or
    /// `nil` when the line is no such command.
    func command(named name: Command.Name, argument: String) -> Command? {
      switch self {
      case .none: argument.isEmpty ? Command(name) : nil
      case .optional: Command(name, argument: argument.isEmpty ? nil : argument)
      case .text: Command(name, argument: argument)
      case .textOr(let bare): argument.isEmpty ? bare : Command(name, argument: argument)
      }
    }
  }

  /// The command the words stand for.
  package var name: Command.Name
  /// The words, in lower case, that name the command (`prev`, `previous`); none for a
  /// command typed without a word.
  package var words: [String]
  /// A prefix that starts the command with the rest of the line as its text (`/` for search).
  package var prefix: String?
  /// What the command takes after its word.
  package var argument: Argument
  /// The command as `--help` shows it (`search TEXT, /TEXT`); `nil` when another command's
  /// line covers it (`next, prev`).
  package var usage: String?
  /// What `--help` says it does.
  package var summary: String
  /// The route the command opens from the list, the root, when it does nothing else: the
  /// session handles such a command for every scene (``DemoSession/execute(_:)``), and the
  /// list's help and actions offer it, so the list's own code never names it.
  package var opens: Route?
  /// What the list's help says the command does, in the interface's language; required with
  /// ``opens``.
  package var label: (@Sendable (DemoStrings) -> String)?

  package init(
    _ name: Command.Name, words: [String], prefix: String? = nil, argument: Argument = .none,
    usage: String?, summary: String = "", opens: Route? = nil,
    label: (@Sendable (DemoStrings) -> String)? = nil
  ) {
    self.name = name
    self.words = words
    self.prefix = prefix
    self.argument = argument
    self.usage = usage
    self.summary = summary
    self.opens = opens
    self.label = label
  }
}
