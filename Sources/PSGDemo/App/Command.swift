/// One line the user typed, understood: a command's name and the text after its word.
///
/// Parsing knows only the words, which each scene declares with its commands
/// (``CommandDescription``, registered in ``DemoScenes``); whether a command makes sense where
/// the user is, the scene decides (``DemoScene/handle(_:)``).
///
/// ```swift
/// Command(parsing: "/mba")          // .search("mba")
/// Command(parsing: "filter gk")     // .filter("gk")
/// Command(parsing: "open 3")        // .open("3")
/// Command(parsing: "2")             // .choose("2"): a filter number, in the filter scene
/// Command(parsing: "   ")           // nil: nothing to do
/// ```
public struct Command: Equatable, Sendable {
  /// Which command: the first word of its description, such as `search` or `prev`.
  public struct Name: Hashable, Sendable {
    /// The word, as messages name the command.
    public let word: String

    /// A name; scenes declare theirs as static constants (`Command.Name.search`).
    public init(_ word: String) {
      self.word = word
    }
  }

  /// Which command.
  public var name: Name
  /// The text after the word, as typed and trimmed; `nil` for a command without one.
  public var argument: String?

  /// A command; most code uses the constructors the scenes declare (``search(_:)``).
  public init(_ name: Name, argument: String? = nil) {
    self.name = name
    self.argument = argument
  }

  /// The text after the word, or the empty string.
  public var text: String { argument ?? "" }

  /// Parses a line with the commands of every registered scene; `nil` for a blank line.
  public init?(parsing line: String) {
    self.init(parsing: line, commands: DemoScenes.commands)
  }

  /// Parses a line with `commands`; `nil` for a blank line, ``choose(_:)`` with the trimmed
  /// line when no command reads it.
  package init?(parsing line: String, commands: [CommandDescription]) {
    if line.utf8.count > Self.maximumLineLength {
      self = .choose(line)
      return
    }
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return nil }
    for description in commands {
      if let prefix = description.prefix, trimmed.hasPrefix(prefix) {
        let rest = String(trimmed.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
        self.init(description.name, argument: rest)
        return
      }
    }
    let parts = trimmed.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
    let word = parts[0].lowercased()
    let argument = parts.count > 1 ? String(parts[1]).trimmingCharacters(in: .whitespaces) : ""
    if let description = commands.first(where: { $0.words.contains(word) }),
      let command = description.argument.command(named: description.name, argument: argument)
    {
      self = command
    } else {
      self = .choose(trimmed)
    }
  }

  /// The command's word as the user would type it, for messages: the line itself for
  /// ``choose(_:)``.
  var word: String {
    name == .choose ? text : name.word
  }
}

extension Command.Name {
  /// `back`: leave the current screen.
  public static let back = Command.Name("back")
  /// `help`: list the commands of the current screen.
  public static let help = Command.Name("help")
  /// `quit`: leave.
  public static let quit = Command.Name("quit")
  /// `inspect`: show the coordinators, the stack, the boxes and the latest events.
  public static let inspect = Command.Name("inspect")
  /// Any other line: a filter's number or name in the filter scene, unknown elsewhere.
  public static let choose = Command.Name("")
}

extension Command {
  /// `back`
  public static let back = Command(.back)
  /// `help`
  public static let help = Command(.help)
  /// `quit`
  public static let quit = Command(.quit)

  /// Any other line: a filter's number or name in the filter scene, unknown elsewhere.
  public static func choose(_ line: String) -> Command {
    Command(.choose, argument: line)
  }
}
