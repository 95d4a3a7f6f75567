/// A click or a turn of the wheel, as a terminal reports it when mouse reports are on.
///
/// The full-screen host turns mouse reports on with the rest of full-screen mode and off on
/// every way out. `KeyDecoder` reads the SGR form of the reports
/// (`ESC [ < button ; column ; row M`, `m` for a release) into ``Key/mouse(_:)``; the columns
/// and rows here count from 0, from the top left cell. Only the host reads what is inside:
/// `NavigatorTerminalApp` turns a click or a turn of the wheel into the keys it stands for, so
/// a scene never handles one.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode(Array("\u{1B}[<0;5;3M".utf8))
/// // [.mouse(MouseEvent(.press, column: 4, row: 2))]
/// decoder.decode(Array("\u{1B}[<65;5;3M".utf8))
/// // [.mouse(MouseEvent(.wheelDown, column: 4, row: 2))]
/// ```
public struct MouseEvent: Hashable, Sendable {
  /// What the mouse did.
  package enum Kind: Hashable, Sendable {
    /// The main (left) button went down.
    case press
    /// The main button came up.
    case release
    /// The wheel turned up, away from the user.
    case wheelUp
    /// The wheel turned down, towards the user.
    case wheelDown
  }

  /// What the mouse did.
  package var kind: Kind
  /// The column, from 0 at the left.
  package var column: Int
  /// The row, from 0 at the top.
  package var row: Int

  /// Creates an event.
  package init(_ kind: Kind, column: Int, row: Int) {
    self.kind = kind
    self.column = column
    self.row = row
  }
}
