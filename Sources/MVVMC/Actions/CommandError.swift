import Rendering

/// Why a command could not be carried out, with a hint for what to type instead: what a
/// scene's ``Scene/perform(_:argument:)`` throws when the action makes no sense where the user
/// is, or its text is wrong.
///
/// Shown as one line; the screen stays as it was and the run goes on. A program reads the
/// ``code`` and the ``details`` instead of the words, which are the user's language.
///
/// ```swift
/// let error = CommandError(
///   "no row 99: the list has 35 rows", hint: "type a row from 1 to 35",
///   code: "noRow", details: ["row": .text("99"), "count": .number(35)])
/// error.description   // "no row 99: the list has 35 rows (type a row from 1 to 35)"
/// ```
public struct CommandError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong, such as `no row 99: the list has 35 rows`.
  public var message: String
  /// What to try, such as `type a row number from 1 to 35`.
  public var hint: String
  /// What went wrong for a program: a name that is never translated, such as `notHere`;
  /// ``refused`` when the scene gives none.
  public var code: String
  /// The values the error is about, by name, for a program: the row typed, the rows there are.
  public var details: [String: Detail]

  /// The ``code`` of an error whose scene names no other.
  public static let refused = "refused"

  /// One value an error is about: text (what the user typed) or a whole number.
  public enum Detail: Equatable, Sendable {
    /// Text, such as what the user typed.
    case text(String)
    /// A whole number, such as how many rows there are.
    case number(Int)
  }

  /// Creates an error. Text the user typed is passed through `sanitizedForTerminal` by
  /// ``description``, since it is echoed to a terminal.
  public init(
    _ message: String, hint: String, code: String = CommandError.refused,
    details: [String: Detail] = [:]
  ) {
    self.message = message
    self.hint = hint
    self.code = code
    self.details = details
  }

  /// One line: the message and the hint, with control characters made visible.
  public var description: String {
    "\(message) (\(hint))".sanitizedForTerminal
  }

  /// `command` makes no sense in the scene titled `scene`: code `notHere`.
  public static func notHere(_ command: String, scene: String) -> CommandError {
    CommandError(
      "\(command) is not available in \(scene.truncated(toWidth: 40))",
      hint: "type help for the commands here", code: "notHere",
      details: ["action": .text(command), "title": .text(scene)])
  }
}
