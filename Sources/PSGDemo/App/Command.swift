import Foundation
import MVVMC

/// The demo's commands: parsing with its scenes' actions, a line no action reads as a choice
/// (``choose(_:)``), and the commands tests type.
///
/// ```swift
/// Command(parsing: "/mba")          // .search("mba")
/// Command(parsing: "filter gk")     // .filter("gk")
/// Command(parsing: "open 3")        // .open("3")
/// Command(parsing: "2")             // .choose("2"): a filter number, in the filter scene
/// Command(parsing: "   ")           // nil: nothing to do
/// ```
extension Command {
  /// Parses a line with the actions of the demo's standard scenes
  /// (``DemoScenes``); `nil` for a blank line.
  package init?(parsing line: String) {
    self.init(parsing: line, actions: DemoScenes.actions)
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
    guard let parsed = Command(parsing: trimmed, among: actions) else {
      self = .choose(trimmed)
      return
    }
    self = parsed
  }
}

extension Action.Name {
  /// `back`: leave the current screen.
  package static let back = Action.Name("back")
  /// `help`: list the commands of the current screen.
  package static let help = Action.Name("help")
  /// `quit`: leave.
  package static let quit = Action.Name("quit")
  /// `inspect`: show the coordinators, the stack, the boxes and the latest events.
  package static let inspect = Action.Name("inspect")
  /// `goto ADDRESS`: open the screen at an address, as `--open` does at start.
  package static let goto = Action.Name("goto")
  /// Any other line: a filter's number or name in the filter scene, unknown elsewhere.
  package static let choose = Action.Name("")
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
