import MVVMC

/// Why the demo refuses a command, as a value: ``DemoStrings/error(_:)`` writes it as a
/// ``MVVMC/CommandError`` in the session's language, in one `switch` a language, so a case
/// without its words in either does not compile.
///
/// ```swift
/// DemoStrings(.french).error(.unknownCommand("ouvrir 99")).description
/// // "commande inconnue « ouvrir 99 » (tapez aide pour voir les commandes)"
/// ```
package enum DemoCommandProblem: Equatable, Sendable {
  /// A line no action of the session reads: the line, trimmed.
  case unknownCommand(String)
  /// A command whose text is `byteCount` bytes, more than ``MVVMC/Command/maximumTextLength``:
  /// the text after its word, or the whole line when no word reads it.
  case commandTooLong(byteCount: Int)
  /// A line of `byteCount` bytes that is not UTF-8 text, refused unread.
  case lineNotUTF8(byteCount: Int)
  /// A command the scene titled `scene` does not offer.
  case notHere(command: String, scene: String)
  /// A filter name or number no filter has.
  case unknownFilter(String)
  /// `next` on the last page (`forward`), or `prev` on the first, of `rows`, which has
  /// `pages` pages.
  case noPage(forward: Bool, of: Rows, pages: Int)
  /// A row (as typed) that `rows`, of `count` rows, does not have.
  case noRow(String, in: Rows, count: Int)
  /// `open` followed by what is not a number, in a list of `count` rows.
  case openNeedsARow(String, count: Int)
  /// `Enter` on an empty list.
  case noRowSelected
  /// `Enter` in a picker with no match.
  case noPlayerHighlighted
  /// `back` on the list.
  case nothingToGoBackTo
  /// `compare ID` with an id that is not a number.
  case noOtherPlayer(id: String)
  /// A route the command opens that could not open, and what to try instead.
  case routeFailed(RouteProblem, hint: Hint)
  /// `goto ADDRESS` with an address that cannot be read or opened: the error `--open` reports
  /// for it, where to find the routes as its hint.
  case addressRefused(RouteError)

  /// What a list of rows is called in an error about its pages or rows.
  package enum Rows: Equatable, Sendable {
    case list, players, scorers
  }

  /// What an error whose route could not open says to try instead.
  package enum Hint: Equatable, Sendable {
    /// Type `help` for the commands here.
    case helpHere
    /// Type the command of the action named alone, to choose from the list (`compare`).
    case commandAlone(Action.Name)
    /// Type `help` for the commands of the scene titled `scene`.
    case commandsOf(scene: String)
  }
}
