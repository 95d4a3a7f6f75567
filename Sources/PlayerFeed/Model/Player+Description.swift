extension Player: CustomStringConvertible {
  /// The shirt number, the name and the feed's id, such as `7 Kylian MBAPPÉ (id 32)`: how a
  /// trace names a player. The id tells apart players who share a number and a name.
  ///
  /// The name is data: sanitise the description before it reaches a terminal.
  package var description: String { "\(number) \(name) (id \(id))" }
}
