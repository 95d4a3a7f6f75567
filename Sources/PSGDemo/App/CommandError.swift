import Rendering

/// Why a command could not be carried out, with a hint for what to type instead.
///
/// Shown as one line on standard error; the screen stays as it was and the run goes on.
package struct CommandError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong, such as `no row 99: the list has 35 rows`.
  package var message: String
  /// What to try, such as `type a row number from 1 to 35`.
  package var hint: String

  /// Creates an error. Text the user typed is passed through `sanitizedForTerminal` by
  /// ``description``, since it is echoed to a terminal.
  package init(_ message: String, hint: String) {
    self.message = message
    self.hint = hint
  }

  /// One line: the message and the hint, with control characters made visible.
  package var description: String {
    "\(message) (\(hint))".sanitizedForTerminal
  }
}
