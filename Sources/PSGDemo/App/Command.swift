/// One line the user typed, understood.
///
/// Parsing knows only the words; whether a command makes sense where the user is, the scene
/// decides (``DemoScene/handle(_:)``).
///
/// ```swift
/// Command(parsing: "/mba")          // .search("mba")
/// Command(parsing: "filter gk")     // .filter("gk")
/// Command(parsing: "open 3")        // .open("3")
/// Command(parsing: "2")             // .choose("2"): a filter number, in the filter scene
/// Command(parsing: "   ")           // nil: nothing to do
/// ```
public enum Command: Equatable, Sendable {
  /// `search TEXT` or `/TEXT`; `search` alone clears.
  case search(String)
  /// `clear`
  case clear
  /// `filter` (no argument) or `filter NAME`.
  case filter(String?)
  /// `open N`, with N as typed.
  case open(String)
  /// `back`
  case back
  /// `next`
  case next
  /// `prev`
  case previous
  /// `refresh`
  case refresh
  /// `help`
  case help
  /// `quit`
  case quit
  /// Any other line: a filter's number or name in the filter scene, unknown elsewhere.
  case choose(String)

  /// Parses a line; `nil` for a blank line.
  public init?(parsing line: String) {
    if line.utf8.count > Self.maximumLineLength {
      self = .choose(line)
      return
    }
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return nil }
    if trimmed.hasPrefix("/") {
      self = .search(String(trimmed.dropFirst()).trimmingCharacters(in: .whitespaces))
      return
    }
    let parts = trimmed.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
    let word = parts[0].lowercased()
    let argument = parts.count > 1 ? String(parts[1]).trimmingCharacters(in: .whitespaces) : ""
    switch (word, argument.isEmpty) {
    case ("search", _): self = argument.isEmpty ? .clear : .search(argument)
    case ("clear", true): self = .clear
    case ("filter", _), ("filters", _): self = .filter(argument.isEmpty ? nil : argument)
    case ("open", _): self = .open(argument)
    case ("back", true): self = .back
    case ("next", true): self = .next
    case ("prev", true), ("previous", true): self = .previous
    case ("refresh", true): self = .refresh
    case ("help", true), ("?", true): self = .help
    case ("quit", true), ("exit", true): self = .quit
    default: self = .choose(trimmed)
    }
  }
}

extension Command {
  /// The command's word as the user would type it, for messages.
  var word: String {
    switch self {
    case .search: "search"
    case .clear: "clear"
    case .filter: "filter"
    case .open: "open"
    case .back: "back"
    case .next: "next"
    case .previous: "prev"
    case .refresh: "refresh"
    case .help: "help"
    case .quit: "quit"
    case .choose(let line): line
    }
  }
}
