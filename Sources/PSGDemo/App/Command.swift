import Foundation
import MVVMC

/// One line the user typed, understood: a command's name and the text after its word.
///
/// Parsing knows only the words, which each scene declares with its actions (an
/// ``MVVMC/Action``, put together in ``DemoScenes``); whether a command makes sense where the user
/// is, the scene decides (``DemoScene/perform(_:argument:)``).
///
/// ```swift
/// Command(parsing: "/mba")          // .search("mba")
/// Command(parsing: "filter gk")     // .filter("gk")
/// Command(parsing: "open 3")        // .open("3")
/// Command(parsing: "2")             // .choose("2"): a filter number, in the filter scene
/// Command(parsing: "   ")           // nil: nothing to do
/// ```
package struct Command: Equatable, Sendable {
  /// Which command: the name of the action it performs, such as `search` or `prev`.
  package typealias Name = Action.Name

  /// Which command.
  package var name: Name
  /// The text after the word, as typed and trimmed; `nil` for a command without one.
  package var argument: String?

  /// A command; most code uses the constructors the scenes declare (``search(_:)``).
  package init(_ name: Name, argument: String? = nil) {
    self.name = name
    self.argument = argument
  }

  /// The text after the word, or the empty string.
  package var text: String { argument ?? "" }

  /// Parses a line with the actions of the demo's standard scenes
  /// (``DemoScenes/standard``); `nil` for a blank line.
  package init?(parsing line: String) {
    self.init(parsing: line, actions: DemoScenes.standard.actions)
  }

  /// Parses a line with `actions`; `nil` for a blank line, ``choose(_:)`` with the trimmed
  /// line when no action reads it.
  package init?(parsing line: String, actions: [Action]) {
    if line.utf8.count > Self.maximumLineLength {
      self = .choose(line)
      return
    }
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return nil }
    guard let parsed = ActionLine(parsing: trimmed, among: actions) else {
      self = .choose(trimmed)
      return
    }
    self.init(parsed.name, argument: parsed.argument)
  }

  /// The command's word as the user would type it, for messages: the line itself for
  /// ``choose(_:)``.
  var word: String {
    name == .choose ? text : name.word
  }
}

extension Action.Name {
  /// `back`: leave the current screen.
  package static let back = Command.Name("back")
  /// `help`: list the commands of the current screen.
  package static let help = Command.Name("help")
  /// `quit`: leave.
  package static let quit = Command.Name("quit")
  /// `inspect`: show the coordinators, the stack, the boxes and the latest events.
  package static let inspect = Command.Name("inspect")
  /// Any other line: a filter's number or name in the filter scene, unknown elsewhere.
  package static let choose = Command.Name("")
}

extension Command {
  /// `back`
  package static let back = Command(.back)
  /// `help`
  package static let help = Command(.help)
  /// `quit`
  package static let quit = Command(.quit)

  /// Any other line: a filter's number or name in the filter scene, unknown elsewhere.
  package static func choose(_ line: String) -> Command {
    Command(.choose, argument: line)
  }
}
