/// Where the user can go from a screen: the address of another screen, in the app's own words.
///
/// A scene fills destinations in the ``Screen`` it builds (its own ``Screen/address``, where
/// ``Screen/back`` leads, each ``Table/Row/destination`` and ``OptionList/Option/destination``),
/// so that a renderer that can link does so without knowing anything about the app. The address
/// is the app's deep link, such as `player/7` or `players?filter=goalkeepers`: the same text
/// that reopens the screen. Renderers that cannot link (a terminal) ignore destinations.
///
/// An address is data like any other string of a screen: it may hold search text typed by the
/// user. A renderer never writes it into markup as it is; it links to
/// ``fileName(extension:)``, which holds only letters, digits, `-` and `_`.
///
/// ```swift
/// let row = Table.Row(["7", "Kylian MBAPPÉ"], destination: Destination("player/7"))
/// row.destination?.fileName(extension: "html")  // "player-7.html"
/// ```
public struct Destination: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The app's address of the screen, such as `player/7`.
  public var address: String

  /// Creates a destination from the app's address of a screen.
  public init(_ address: String) {
    self.address = address
  }

  public var description: String { address }
}
