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

/// As data: `{"address":"player/7","file":"player-7.json"}`. A reader needs only the address
/// (`file` follows from it), so the compiler writes the decoding.
extension Destination: Codable {
  /// The extension of the pages of a site exported as JSON, which `file` names.
  public static let jsonFileExtension = "json"

  private enum CodingKeys: String, CodingKey {
    case address
  }

  /// What a destination writes: its address and the file of its page.
  private enum EncodingKeys: String, CodingKey {
    case address, file
  }

  /// Writes the address and, as `file`, the name of its page in a site exported as JSON
  /// (``fileName(extension:)`` with `json`), so a program can follow a link without
  /// knowing how addresses become file names.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: EncodingKeys.self)
    try container.encode(address, forKey: .address)
    try container.encode(fileName(extension: Self.jsonFileExtension), forKey: .file)
  }
}
