extension Player: CustomStringConvertible {
  /// The shirt number, the name and the feed's id, such as `7 Kylian MBAPPÉ (id 32)`: how a
  /// trace names a player. The id tells apart players who share a number and a name.
  ///
  /// The name is data: sanitise the description before it reaches a terminal. A name of more
  /// than ``describedNameLength`` code points is cut there and marked `…`: a trace line, or an
  /// object the inspector lists, never holds a copy of a name of megabytes.
  package var description: String { described(idWord: "id") }

  /// As ``description``, with `idWord` before the id: `7 Kylian MBAPPÉ (id 32)`.
  package func described(idWord: String) -> String {
    let scalars = name.unicodeScalars
    guard
      let end = scalars.index(
        scalars.startIndex, offsetBy: Self.describedNameLength, limitedBy: scalars.endIndex),
      end < scalars.endIndex
    else { return "\(number) \(name) (\(idWord) \(id))" }
    return "\(number) \(String(String.UnicodeScalarView(scalars[..<end])))… (\(idWord) \(id))"
  }

  /// The most code points of a name that ``description`` shows.
  package static let describedNameLength = 200
}
